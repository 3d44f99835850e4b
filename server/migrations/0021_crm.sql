CREATE TABLE "crm_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"contact_id" integer,
	"activity_type" text,
	"activity_date" text,
	"content" text,
	"next_follow_date" text,
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
CREATE TABLE "crm_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"region_id" integer,
	"address" text,
	"receiver" text,
	"receiver_phone" text,
	"is_default" boolean,
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
CREATE TABLE "crm_clues" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"company_name" text,
	"contact_name" text,
	"mobile" text,
	"phone" text,
	"source_id" integer,
	"region_id" integer,
	"category" text,
	"owner_id" integer,
	"demand" text,
	"last_follow_date" text,
	"customer_id" integer,
	"close_reason" text,
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
CREATE TABLE "crm_clue_traces" (
	"id" serial PRIMARY KEY NOT NULL,
	"clue_id" integer,
	"activity_type" text,
	"trace_date" text,
	"content" text,
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
CREATE TABLE "crm_complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"customer_id" integer,
	"complaint_date" text,
	"product_id" integer,
	"batch_no" text,
	"description" text,
	"handling" text,
	"outcome" text,
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
CREATE TABLE "crm_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"name" text,
	"position" text,
	"mobile" text,
	"phone" text,
	"email" text,
	"is_primary" boolean,
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
CREATE TABLE "crm_customer_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"from_owner_id" integer,
	"to_owner_id" integer,
	"kind" text NOT NULL,
	"reason" text,
	"actor" text NOT NULL,
	"day" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_pool_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"modify_by" text,
	"modify_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crm_quotations_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"product_id" integer,
	"qty" bigint,
	"price" bigint,
	"amount" bigint,
	"valid_until" text
);
--> statement-breakpoint
CREATE TABLE "crm_quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"customer_id" integer,
	"quote_date" text,
	"valid_until" text,
	"contact_id" integer,
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
CREATE TABLE "crm_samples" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"customer_id" integer,
	"product_id" integer,
	"batch_no" text,
	"qty" bigint,
	"send_date" text,
	"result" text,
	"feedback" text,
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
DROP INDEX "md_customers_address";--> statement-breakpoint
DROP INDEX "md_customers_contact_trgm";--> statement-breakpoint
ALTER TABLE "md_customers" ADD COLUMN "evaluate_level" text;--> statement-breakpoint
ALTER TABLE "md_customers" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "md_customers" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "md_customers" ADD COLUMN "region_id" integer;--> statement-breakpoint
ALTER TABLE "md_customers" ADD COLUMN "last_follow_date" text;--> statement-breakpoint
ALTER TABLE "md_customers" ADD COLUMN "last_deal_date" text;--> statement-breakpoint
ALTER TABLE "md_customers" ADD COLUMN "owner_since" text;--> statement-breakpoint
ALTER TABLE "md_customers" ADD COLUMN "pool_date" text;--> statement-breakpoint
ALTER TABLE "crm_quotations_items" ADD CONSTRAINT "crm_quotations_items_doc_id_crm_quotations_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."crm_quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_activities_status" ON "crm_activities" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "crm_activities_customer_id" ON "crm_activities" USING btree ("customer_id","id","status");--> statement-breakpoint
CREATE INDEX "crm_activities_contact_id" ON "crm_activities" USING btree ("contact_id","id","status");--> statement-breakpoint
CREATE INDEX "crm_activities_activity_type" ON "crm_activities" USING btree ("activity_type","id","status");--> statement-breakpoint
CREATE INDEX "crm_activities_activity_date" ON "crm_activities" USING btree ("activity_date","id","status");--> statement-breakpoint
CREATE INDEX "crm_activities_content" ON "crm_activities" USING btree ("content","id","status");--> statement-breakpoint
CREATE INDEX "crm_activities_next_follow_date" ON "crm_activities" USING btree ("next_follow_date","id","status");--> statement-breakpoint
CREATE INDEX "crm_addresses_status" ON "crm_addresses" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "crm_addresses_customer_id" ON "crm_addresses" USING btree ("customer_id","id","status");--> statement-breakpoint
CREATE INDEX "crm_addresses_region_id" ON "crm_addresses" USING btree ("region_id","id","status");--> statement-breakpoint
CREATE INDEX "crm_addresses_address" ON "crm_addresses" USING btree ("address","id","status");--> statement-breakpoint
CREATE INDEX "crm_addresses_receiver" ON "crm_addresses" USING btree ("receiver","id","status");--> statement-breakpoint
CREATE INDEX "crm_addresses_receiver_phone" ON "crm_addresses" USING btree ("receiver_phone","id","status");--> statement-breakpoint
CREATE INDEX "crm_addresses_is_default" ON "crm_addresses" USING btree ("is_default","id","status");--> statement-breakpoint
CREATE INDEX "crm_addresses_address_trgm" ON "crm_addresses" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_clues_status" ON "crm_clues" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "crm_clues_number" ON "crm_clues" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "crm_clues_company_name" ON "crm_clues" USING btree ("company_name","id","status");--> statement-breakpoint
CREATE INDEX "crm_clues_contact_name" ON "crm_clues" USING btree ("contact_name","id","status");--> statement-breakpoint
CREATE INDEX "crm_clues_mobile" ON "crm_clues" USING btree ("mobile","id","status");--> statement-breakpoint
CREATE INDEX "crm_clues_source_id" ON "crm_clues" USING btree ("source_id","id","status");--> statement-breakpoint
CREATE INDEX "crm_clues_region_id" ON "crm_clues" USING btree ("region_id","id","status");--> statement-breakpoint
CREATE INDEX "crm_clues_owner_id" ON "crm_clues" USING btree ("owner_id","id","status");--> statement-breakpoint
CREATE INDEX "crm_clues_last_follow_date" ON "crm_clues" USING btree ("last_follow_date","id","status");--> statement-breakpoint
CREATE INDEX "crm_clues_customer_id" ON "crm_clues" USING btree ("customer_id","id","status");--> statement-breakpoint
CREATE INDEX "crm_clues_close_reason" ON "crm_clues" USING btree ("close_reason","id","status");--> statement-breakpoint
CREATE INDEX "crm_clues_number_trgm" ON "crm_clues" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_clues_company_name_trgm" ON "crm_clues" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_clues_contact_name_trgm" ON "crm_clues" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_clue_traces_status" ON "crm_clue_traces" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "crm_clue_traces_clue_id" ON "crm_clue_traces" USING btree ("clue_id","id","status");--> statement-breakpoint
CREATE INDEX "crm_clue_traces_activity_type" ON "crm_clue_traces" USING btree ("activity_type","id","status");--> statement-breakpoint
CREATE INDEX "crm_clue_traces_trace_date" ON "crm_clue_traces" USING btree ("trace_date","id","status");--> statement-breakpoint
CREATE INDEX "crm_clue_traces_content" ON "crm_clue_traces" USING btree ("content","id","status");--> statement-breakpoint
CREATE INDEX "crm_complaints_status" ON "crm_complaints" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "crm_complaints_number" ON "crm_complaints" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "crm_complaints_customer_id" ON "crm_complaints" USING btree ("customer_id","id","status");--> statement-breakpoint
CREATE INDEX "crm_complaints_complaint_date" ON "crm_complaints" USING btree ("complaint_date","id","status");--> statement-breakpoint
CREATE INDEX "crm_complaints_product_id" ON "crm_complaints" USING btree ("product_id","id","status");--> statement-breakpoint
CREATE INDEX "crm_complaints_batch_no" ON "crm_complaints" USING btree ("batch_no","id","status");--> statement-breakpoint
CREATE INDEX "crm_complaints_description" ON "crm_complaints" USING btree ("description","id","status");--> statement-breakpoint
CREATE INDEX "crm_complaints_outcome" ON "crm_complaints" USING btree ("outcome","id","status");--> statement-breakpoint
CREATE INDEX "crm_complaints_number_trgm" ON "crm_complaints" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_contacts_status" ON "crm_contacts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "crm_contacts_customer_id" ON "crm_contacts" USING btree ("customer_id","id","status");--> statement-breakpoint
CREATE INDEX "crm_contacts_name" ON "crm_contacts" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "crm_contacts_position" ON "crm_contacts" USING btree ("position","id","status");--> statement-breakpoint
CREATE INDEX "crm_contacts_mobile" ON "crm_contacts" USING btree ("mobile","id","status");--> statement-breakpoint
CREATE INDEX "crm_contacts_phone" ON "crm_contacts" USING btree ("phone","id","status");--> statement-breakpoint
CREATE INDEX "crm_contacts_email" ON "crm_contacts" USING btree ("email","id","status");--> statement-breakpoint
CREATE INDEX "crm_contacts_is_primary" ON "crm_contacts" USING btree ("is_primary","id","status");--> statement-breakpoint
CREATE INDEX "crm_contacts_name_trgm" ON "crm_contacts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_contacts_mobile_trgm" ON "crm_contacts" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_transfers_customer" ON "crm_customer_transfers" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "crm_customer_transfers_claims" ON "crm_customer_transfers" USING btree ("to_owner_id","kind","day");--> statement-breakpoint
CREATE INDEX "crm_customer_transfers_former" ON "crm_customer_transfers" USING btree ("from_owner_id","customer_id","day");--> statement-breakpoint
CREATE INDEX "crm_quotations_items_doc" ON "crm_quotations_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "crm_quotations_status" ON "crm_quotations" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "crm_quotations_number" ON "crm_quotations" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "crm_quotations_customer_id" ON "crm_quotations" USING btree ("customer_id","id","status");--> statement-breakpoint
CREATE INDEX "crm_quotations_quote_date" ON "crm_quotations" USING btree ("quote_date","id","status");--> statement-breakpoint
CREATE INDEX "crm_quotations_valid_until" ON "crm_quotations" USING btree ("valid_until","id","status");--> statement-breakpoint
CREATE INDEX "crm_quotations_contact_id" ON "crm_quotations" USING btree ("contact_id","id","status");--> statement-breakpoint
CREATE INDEX "crm_quotations_number_trgm" ON "crm_quotations" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_samples_status" ON "crm_samples" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "crm_samples_number" ON "crm_samples" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "crm_samples_customer_id" ON "crm_samples" USING btree ("customer_id","id","status");--> statement-breakpoint
CREATE INDEX "crm_samples_product_id" ON "crm_samples" USING btree ("product_id","id","status");--> statement-breakpoint
CREATE INDEX "crm_samples_batch_no" ON "crm_samples" USING btree ("batch_no","id","status");--> statement-breakpoint
CREATE INDEX "crm_samples_qty" ON "crm_samples" USING btree ("qty","id","status");--> statement-breakpoint
CREATE INDEX "crm_samples_send_date" ON "crm_samples" USING btree ("send_date","id","status");--> statement-breakpoint
CREATE INDEX "crm_samples_result" ON "crm_samples" USING btree ("result","id","status");--> statement-breakpoint
CREATE INDEX "crm_samples_feedback" ON "crm_samples" USING btree ("feedback","id","status");--> statement-breakpoint
CREATE INDEX "crm_samples_number_trgm" ON "crm_samples" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "md_customers_tax_no_ci" ON "md_customers" USING btree (lower("tax_no"));--> statement-breakpoint
CREATE INDEX "md_customers_evaluate_level" ON "md_customers" USING btree ("evaluate_level","id","status");--> statement-breakpoint
CREATE INDEX "md_customers_owner_id" ON "md_customers" USING btree ("owner_id","id","status");--> statement-breakpoint
CREATE INDEX "md_customers_source_id" ON "md_customers" USING btree ("source_id","id","status");--> statement-breakpoint
CREATE INDEX "md_customers_region_id" ON "md_customers" USING btree ("region_id","id","status");--> statement-breakpoint
CREATE INDEX "md_customers_last_follow_date" ON "md_customers" USING btree ("last_follow_date","id","status");--> statement-breakpoint
-- Customers made before the CRM (issue 14's master data) are in use, not yet dealt, and nobody's:
-- they wait in the public pool until distributed or claimed.
UPDATE "md_customers" SET "status" = CASE WHEN "status" = 'DISCARDED' THEN 'FREEZE' ELSE 'NORMAL' END,
  "evaluate_level" = coalesce("evaluate_level", 'NOT_DEALT');--> statement-breakpoint
-- Staff as a reference target (ref('staff', …), domain masterdata/staff.doc.ts): read-only, in the
-- shape the document engine reads (status, version, audit columns); a left employee is DISCARDED.
CREATE VIEW "v_staff" AS SELECT u.id, u.user_name, u.real_name, d.name AS department_name,
  CASE WHEN u.active THEN 'EBL' ELSE 'DISCARDED' END AS status, u.version, u.create_by, u.create_at,
  u.modify_by, u.modify_at, NULL::text AS auditor, NULL::timestamptz AS audit_date
  FROM users u LEFT JOIN departments d ON d.id = u.department_id;
