CREATE TABLE "fin_purchase_openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"open_date" text,
	"supplier_id" integer,
	"currency_id" integer,
	"amount" bigint,
	"due_date" text,
	"verified_amount" bigint,
	"remark" text,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modify_by" text,
	"modify_at" timestamp with time zone,
	"auditor" text,
	"audit_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fin_purchase_red_invoices_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"materiel_id" integer,
	"qty" bigint,
	"price" bigint,
	"amount" bigint,
	"blue_line_id" integer,
	"warehouse_in_line_id" integer
);
--> statement-breakpoint
CREATE TABLE "fin_purchase_red_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"red_date" text,
	"supplier_id" integer,
	"blue_invoice_id" integer,
	"blue_date" text,
	"red_reason" text,
	"return_id" integer,
	"invoice_no" text,
	"currency_id" integer,
	"total_amount" bigint,
	"remark" text,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" text,
	"create_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modify_by" text,
	"modify_at" timestamp with time zone,
	"auditor" text,
	"audit_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fin_settings" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "fin_settings" ADD COLUMN "sender_contact" text;--> statement-breakpoint
ALTER TABLE "fin_settings" ADD COLUMN "sender_phone" text;--> statement-breakpoint
ALTER TABLE "fin_settings" ADD COLUMN "sender_address" text;--> statement-breakpoint
ALTER TABLE "fin_purchase_invoices_items" ADD COLUMN "red_qty" bigint;--> statement-breakpoint
ALTER TABLE "fin_purchase_invoices" ADD COLUMN "red_amount" bigint;--> statement-breakpoint
ALTER TABLE "fin_purchase_writeoffs" ADD COLUMN "opening_id" integer;--> statement-breakpoint
ALTER TABLE "fin_sales_invoices" ADD COLUMN "express_id" integer;--> statement-breakpoint
ALTER TABLE "fin_sales_invoices" ADD COLUMN "waybill_no" text;--> statement-breakpoint
ALTER TABLE "fin_sales_invoices" ADD COLUMN "receiver" text;--> statement-breakpoint
ALTER TABLE "fin_sales_invoices" ADD COLUMN "receiver_phone" text;--> statement-breakpoint
ALTER TABLE "fin_sales_invoices" ADD COLUMN "receiver_address" text;--> statement-breakpoint
ALTER TABLE "fin_purchase_red_invoices_items" ADD CONSTRAINT "fin_purchase_red_invoices_items_doc_id_fin_purchase_red_invoices_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."fin_purchase_red_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fin_purchase_openings_status" ON "fin_purchase_openings" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "fin_purchase_openings_number" ON "fin_purchase_openings" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_openings_open_date" ON "fin_purchase_openings" USING btree ("open_date","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_openings_supplier_id" ON "fin_purchase_openings" USING btree ("supplier_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_openings_currency_id" ON "fin_purchase_openings" USING btree ("currency_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_openings_amount" ON "fin_purchase_openings" USING btree ("amount","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_openings_due_date" ON "fin_purchase_openings" USING btree ("due_date","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_openings_verified_amount" ON "fin_purchase_openings" USING btree ("verified_amount","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_openings_remark" ON "fin_purchase_openings" USING btree ("remark","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_openings_number_trgm" ON "fin_purchase_openings" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fin_purchase_red_invoices_items_doc" ON "fin_purchase_red_invoices_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "fin_purchase_red_invoices_items_blue_line_id" ON "fin_purchase_red_invoices_items" USING btree ("blue_line_id");--> statement-breakpoint
CREATE INDEX "fin_purchase_red_invoices_items_warehouse_in_line_id" ON "fin_purchase_red_invoices_items" USING btree ("warehouse_in_line_id");--> statement-breakpoint
CREATE INDEX "fin_purchase_red_invoices_status" ON "fin_purchase_red_invoices" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "fin_purchase_red_invoices_number" ON "fin_purchase_red_invoices" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_red_invoices_red_date" ON "fin_purchase_red_invoices" USING btree ("red_date","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_red_invoices_supplier_id" ON "fin_purchase_red_invoices" USING btree ("supplier_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_red_invoices_blue_invoice_id" ON "fin_purchase_red_invoices" USING btree ("blue_invoice_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_red_invoices_blue_date" ON "fin_purchase_red_invoices" USING btree ("blue_date","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_red_invoices_red_reason" ON "fin_purchase_red_invoices" USING btree ("red_reason","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_red_invoices_return_id" ON "fin_purchase_red_invoices" USING btree ("return_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_red_invoices_invoice_no" ON "fin_purchase_red_invoices" USING btree ("invoice_no","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_red_invoices_currency_id" ON "fin_purchase_red_invoices" USING btree ("currency_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_red_invoices_total_amount" ON "fin_purchase_red_invoices" USING btree ("total_amount","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_red_invoices_number_trgm" ON "fin_purchase_red_invoices" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fin_settings_sender_name" ON "fin_settings" USING btree ("sender_name","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_writeoffs_opening_id" ON "fin_purchase_writeoffs" USING btree ("opening_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_invoices_express_id" ON "fin_sales_invoices" USING btree ("express_id","id","status");