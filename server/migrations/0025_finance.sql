CREATE TABLE "fin_sales_invoices_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"product_id" integer,
	"qty" bigint,
	"price" bigint,
	"amount" bigint,
	"delivery_line_id" integer,
	"red_qty" bigint
);
--> statement-breakpoint
CREATE TABLE "fin_sales_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"invoice_date" text,
	"customer_id" integer,
	"invoice_type" text,
	"invoice_no" text,
	"currency_id" integer,
	"due_date" text,
	"total_amount" bigint,
	"verified_amount" bigint,
	"red_amount" bigint,
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
CREATE TABLE "fin_sales_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"receipt_date" text,
	"customer_id" integer,
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
CREATE TABLE "fin_sales_red_invoices_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"product_id" integer,
	"qty" bigint,
	"price" bigint,
	"amount" bigint,
	"blue_line_id" integer,
	"delivery_line_id" integer
);
--> statement-breakpoint
CREATE TABLE "fin_sales_red_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"red_date" text,
	"customer_id" integer,
	"blue_invoice_id" integer,
	"blue_date" text,
	"red_reason" text,
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
CREATE TABLE "fin_sales_writeoffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"write_date" text,
	"customer_id" integer,
	"invoice_id" integer,
	"receipt_id" integer,
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
ALTER TABLE "sal_deliveries_items" ADD COLUMN "invoiced_qty" bigint;--> statement-breakpoint
ALTER TABLE "fin_sales_invoices_items" ADD CONSTRAINT "fin_sales_invoices_items_doc_id_fin_sales_invoices_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."fin_sales_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fin_sales_red_invoices_items" ADD CONSTRAINT "fin_sales_red_invoices_items_doc_id_fin_sales_red_invoices_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."fin_sales_red_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fin_sales_invoices_items_doc" ON "fin_sales_invoices_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "fin_sales_invoices_items_delivery_line_id" ON "fin_sales_invoices_items" USING btree ("delivery_line_id");--> statement-breakpoint
CREATE INDEX "fin_sales_invoices_status" ON "fin_sales_invoices" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "fin_sales_invoices_number" ON "fin_sales_invoices" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_invoices_invoice_date" ON "fin_sales_invoices" USING btree ("invoice_date","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_invoices_customer_id" ON "fin_sales_invoices" USING btree ("customer_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_invoices_invoice_type" ON "fin_sales_invoices" USING btree ("invoice_type","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_invoices_invoice_no" ON "fin_sales_invoices" USING btree ("invoice_no","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_invoices_currency_id" ON "fin_sales_invoices" USING btree ("currency_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_invoices_due_date" ON "fin_sales_invoices" USING btree ("due_date","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_invoices_total_amount" ON "fin_sales_invoices" USING btree ("total_amount","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_invoices_verified_amount" ON "fin_sales_invoices" USING btree ("verified_amount","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_invoices_number_trgm" ON "fin_sales_invoices" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fin_sales_invoices_invoice_no_trgm" ON "fin_sales_invoices" USING gin ("invoice_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fin_sales_receipts_status" ON "fin_sales_receipts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "fin_sales_receipts_number" ON "fin_sales_receipts" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_receipts_receipt_date" ON "fin_sales_receipts" USING btree ("receipt_date","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_receipts_customer_id" ON "fin_sales_receipts" USING btree ("customer_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_receipts_currency_id" ON "fin_sales_receipts" USING btree ("currency_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_receipts_amount" ON "fin_sales_receipts" USING btree ("amount","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_receipts_method" ON "fin_sales_receipts" USING btree ("method","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_receipts_verified_amount" ON "fin_sales_receipts" USING btree ("verified_amount","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_receipts_number_trgm" ON "fin_sales_receipts" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fin_sales_red_invoices_items_doc" ON "fin_sales_red_invoices_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "fin_sales_red_invoices_items_blue_line_id" ON "fin_sales_red_invoices_items" USING btree ("blue_line_id");--> statement-breakpoint
CREATE INDEX "fin_sales_red_invoices_items_delivery_line_id" ON "fin_sales_red_invoices_items" USING btree ("delivery_line_id");--> statement-breakpoint
CREATE INDEX "fin_sales_red_invoices_status" ON "fin_sales_red_invoices" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "fin_sales_red_invoices_number" ON "fin_sales_red_invoices" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_red_invoices_red_date" ON "fin_sales_red_invoices" USING btree ("red_date","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_red_invoices_customer_id" ON "fin_sales_red_invoices" USING btree ("customer_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_red_invoices_blue_invoice_id" ON "fin_sales_red_invoices" USING btree ("blue_invoice_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_red_invoices_blue_date" ON "fin_sales_red_invoices" USING btree ("blue_date","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_red_invoices_red_reason" ON "fin_sales_red_invoices" USING btree ("red_reason","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_red_invoices_invoice_no" ON "fin_sales_red_invoices" USING btree ("invoice_no","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_red_invoices_currency_id" ON "fin_sales_red_invoices" USING btree ("currency_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_red_invoices_total_amount" ON "fin_sales_red_invoices" USING btree ("total_amount","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_red_invoices_number_trgm" ON "fin_sales_red_invoices" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fin_sales_writeoffs_status" ON "fin_sales_writeoffs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "fin_sales_writeoffs_number" ON "fin_sales_writeoffs" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_writeoffs_write_date" ON "fin_sales_writeoffs" USING btree ("write_date","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_writeoffs_customer_id" ON "fin_sales_writeoffs" USING btree ("customer_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_writeoffs_invoice_id" ON "fin_sales_writeoffs" USING btree ("invoice_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_writeoffs_receipt_id" ON "fin_sales_writeoffs" USING btree ("receipt_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_writeoffs_amount" ON "fin_sales_writeoffs" USING btree ("amount","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_writeoffs_remark" ON "fin_sales_writeoffs" USING btree ("remark","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_writeoffs_number_trgm" ON "fin_sales_writeoffs" USING gin ("number" gin_trgm_ops);