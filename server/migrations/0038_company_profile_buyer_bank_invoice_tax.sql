CREATE TABLE "md_company_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"mnemonic" text,
	"address" text,
	"phone" text,
	"tax_no" text,
	"bank_name" text,
	"bank_account" text,
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
ALTER TABLE "md_customers" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "md_customers" ADD COLUMN "bank_account" text;--> statement-breakpoint
ALTER TABLE "fin_sales_invoices_items" ADD COLUMN "tax_rate" bigint;--> statement-breakpoint
ALTER TABLE "fin_sales_invoices_items" ADD COLUMN "net_amount" bigint;--> statement-breakpoint
ALTER TABLE "fin_sales_invoices_items" ADD COLUMN "tax_amount" bigint;--> statement-breakpoint
CREATE INDEX "md_company_profiles_status" ON "md_company_profiles" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "md_company_profiles_name" ON "md_company_profiles" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "md_company_profiles_address" ON "md_company_profiles" USING btree ("address","id","status");--> statement-breakpoint
CREATE INDEX "md_company_profiles_phone" ON "md_company_profiles" USING btree ("phone","id","status");--> statement-breakpoint
CREATE INDEX "md_company_profiles_tax_no" ON "md_company_profiles" USING btree ("tax_no","id","status");--> statement-breakpoint
CREATE INDEX "md_company_profiles_bank_name" ON "md_company_profiles" USING btree ("bank_name","id","status");--> statement-breakpoint
CREATE INDEX "md_company_profiles_bank_account" ON "md_company_profiles" USING btree ("bank_account","id","status");--> statement-breakpoint
CREATE INDEX "md_company_profiles_name_trgm" ON "md_company_profiles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_company_profiles_mnemonic_trgm" ON "md_company_profiles" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_company_profiles_mnemonic_missing" ON "md_company_profiles" USING btree ("id") WHERE "md_company_profiles"."mnemonic" is null;