CREATE TABLE "fin_purchase_invoices_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"materiel_id" integer,
	"qty" bigint,
	"order_price" bigint,
	"price" bigint,
	"amount" bigint,
	"price_state" text,
	"warehouse_in_line_id" integer
);
--> statement-breakpoint
CREATE TABLE "fin_purchase_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"invoice_date" text,
	"supplier_id" integer,
	"invoice_type" text,
	"invoice_no" text,
	"currency_id" integer,
	"due_date" text,
	"total_amount" bigint,
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
CREATE TABLE "fin_purchase_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"pay_date" text,
	"supplier_id" integer,
	"currency_id" integer,
	"amount" bigint,
	"method" text,
	"bank_account" text,
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
CREATE TABLE "fin_purchase_writeoffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"write_date" text,
	"supplier_id" integer,
	"invoice_id" integer,
	"payment_id" integer,
	"amount" bigint,
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
ALTER TABLE "inv_material_ins_items" ADD COLUMN "invoiced_qty" bigint;--> statement-breakpoint
ALTER TABLE "md_suppliers" ADD COLUMN "payment_days" integer;--> statement-breakpoint
ALTER TABLE "pur_settings" ADD COLUMN "invoice_price_tolerance" bigint;--> statement-breakpoint
ALTER TABLE "fin_purchase_invoices_items" ADD CONSTRAINT "fin_purchase_invoices_items_doc_id_fin_purchase_invoices_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."fin_purchase_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fin_purchase_invoices_items_doc" ON "fin_purchase_invoices_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "fin_purchase_invoices_items_warehouse_in_line_id" ON "fin_purchase_invoices_items" USING btree ("warehouse_in_line_id");--> statement-breakpoint
CREATE INDEX "fin_purchase_invoices_status" ON "fin_purchase_invoices" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "fin_purchase_invoices_number" ON "fin_purchase_invoices" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_invoices_invoice_date" ON "fin_purchase_invoices" USING btree ("invoice_date","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_invoices_supplier_id" ON "fin_purchase_invoices" USING btree ("supplier_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_invoices_invoice_type" ON "fin_purchase_invoices" USING btree ("invoice_type","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_invoices_invoice_no" ON "fin_purchase_invoices" USING btree ("invoice_no","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_invoices_currency_id" ON "fin_purchase_invoices" USING btree ("currency_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_invoices_due_date" ON "fin_purchase_invoices" USING btree ("due_date","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_invoices_total_amount" ON "fin_purchase_invoices" USING btree ("total_amount","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_invoices_verified_amount" ON "fin_purchase_invoices" USING btree ("verified_amount","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_invoices_number_trgm" ON "fin_purchase_invoices" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fin_purchase_invoices_invoice_no_trgm" ON "fin_purchase_invoices" USING gin ("invoice_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fin_purchase_payments_status" ON "fin_purchase_payments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "fin_purchase_payments_number" ON "fin_purchase_payments" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_payments_pay_date" ON "fin_purchase_payments" USING btree ("pay_date","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_payments_supplier_id" ON "fin_purchase_payments" USING btree ("supplier_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_payments_currency_id" ON "fin_purchase_payments" USING btree ("currency_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_payments_amount" ON "fin_purchase_payments" USING btree ("amount","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_payments_method" ON "fin_purchase_payments" USING btree ("method","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_payments_verified_amount" ON "fin_purchase_payments" USING btree ("verified_amount","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_payments_number_trgm" ON "fin_purchase_payments" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fin_purchase_writeoffs_status" ON "fin_purchase_writeoffs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "fin_purchase_writeoffs_number" ON "fin_purchase_writeoffs" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_writeoffs_write_date" ON "fin_purchase_writeoffs" USING btree ("write_date","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_writeoffs_supplier_id" ON "fin_purchase_writeoffs" USING btree ("supplier_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_writeoffs_invoice_id" ON "fin_purchase_writeoffs" USING btree ("invoice_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_writeoffs_payment_id" ON "fin_purchase_writeoffs" USING btree ("payment_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_writeoffs_amount" ON "fin_purchase_writeoffs" USING btree ("amount","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_writeoffs_remark" ON "fin_purchase_writeoffs" USING btree ("remark","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_writeoffs_number_trgm" ON "fin_purchase_writeoffs" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pur_settings_invoice_price_tolerance" ON "pur_settings" USING btree ("invoice_price_tolerance","id","status");