CREATE TABLE "inv_trusted_requisitions_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"materiel_id" integer,
	"qty" bigint,
	"picked_batches" text,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "inv_trusted_requisition_picks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_trusted_requisition_picks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"doc_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"materiel_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"allocation_id" integer DEFAULT 0 NOT NULL,
	"batch_no" text NOT NULL,
	"qty" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inv_trusted_requisitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"apply_date" text,
	"warehouse_id" integer,
	"department" text,
	"applicant" text,
	"usage" text,
	"customer_id" integer,
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
CREATE TABLE "inv_trusted_ins_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"materiel_id" integer,
	"batch_no" text,
	"allocation_id" integer,
	"qty" bigint,
	"production_date" text,
	"expiry_date" text
);
--> statement-breakpoint
CREATE TABLE "inv_trusted_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"in_date" text,
	"warehouse_id" integer,
	"customer_id" integer,
	"red_flush_date" text,
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
CREATE TABLE "md_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
	"mnemonic" text,
	"short_name" text,
	"category" text,
	"tax_no" text,
	"contact" text,
	"phone" text,
	"address" text,
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
ALTER TABLE "stock_batches" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "inv_trusted_requisitions_items" ADD CONSTRAINT "inv_trusted_requisitions_items_doc_id_inv_trusted_requisitions_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."inv_trusted_requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_trusted_requisition_picks" ADD CONSTRAINT "inv_trusted_requisition_picks_doc_id_inv_trusted_requisitions_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."inv_trusted_requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_trusted_requisition_picks" ADD CONSTRAINT "inv_trusted_requisition_picks_line_id_inv_trusted_requisitions_items_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."inv_trusted_requisitions_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_trusted_ins_items" ADD CONSTRAINT "inv_trusted_ins_items_doc_id_inv_trusted_ins_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."inv_trusted_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inv_trusted_requisitions_items_doc" ON "inv_trusted_requisitions_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "inv_trusted_requisition_picks_doc" ON "inv_trusted_requisition_picks" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "inv_trusted_requisitions_status" ON "inv_trusted_requisitions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "inv_trusted_requisitions_number" ON "inv_trusted_requisitions" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "inv_trusted_requisitions_apply_date" ON "inv_trusted_requisitions" USING btree ("apply_date","id","status");--> statement-breakpoint
CREATE INDEX "inv_trusted_requisitions_warehouse_id" ON "inv_trusted_requisitions" USING btree ("warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_trusted_requisitions_department" ON "inv_trusted_requisitions" USING btree ("department","id","status");--> statement-breakpoint
CREATE INDEX "inv_trusted_requisitions_applicant" ON "inv_trusted_requisitions" USING btree ("applicant","id","status");--> statement-breakpoint
CREATE INDEX "inv_trusted_requisitions_usage" ON "inv_trusted_requisitions" USING btree ("usage","id","status");--> statement-breakpoint
CREATE INDEX "inv_trusted_requisitions_customer_id" ON "inv_trusted_requisitions" USING btree ("customer_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_trusted_requisitions_number_trgm" ON "inv_trusted_requisitions" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_trusted_requisitions_department_trgm" ON "inv_trusted_requisitions" USING gin ("department" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_trusted_requisitions_applicant_trgm" ON "inv_trusted_requisitions" USING gin ("applicant" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_trusted_ins_items_doc" ON "inv_trusted_ins_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "inv_trusted_ins_status" ON "inv_trusted_ins" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "inv_trusted_ins_number" ON "inv_trusted_ins" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "inv_trusted_ins_in_date" ON "inv_trusted_ins" USING btree ("in_date","id","status");--> statement-breakpoint
CREATE INDEX "inv_trusted_ins_warehouse_id" ON "inv_trusted_ins" USING btree ("warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_trusted_ins_customer_id" ON "inv_trusted_ins" USING btree ("customer_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_trusted_ins_red_flush_date" ON "inv_trusted_ins" USING btree ("red_flush_date","id","status");--> statement-breakpoint
CREATE INDEX "inv_trusted_ins_number_trgm" ON "inv_trusted_ins" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_customers_status" ON "md_customers" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "md_customers_code_ci" ON "md_customers" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "md_customers_name_ci" ON "md_customers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "md_customers_code" ON "md_customers" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "md_customers_name" ON "md_customers" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "md_customers_short_name" ON "md_customers" USING btree ("short_name","id","status");--> statement-breakpoint
CREATE INDEX "md_customers_category" ON "md_customers" USING btree ("category","id","status");--> statement-breakpoint
CREATE INDEX "md_customers_contact" ON "md_customers" USING btree ("contact","id","status");--> statement-breakpoint
CREATE INDEX "md_customers_phone" ON "md_customers" USING btree ("phone","id","status");--> statement-breakpoint
CREATE INDEX "md_customers_address" ON "md_customers" USING btree ("address","id","status");--> statement-breakpoint
CREATE INDEX "md_customers_code_trgm" ON "md_customers" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_customers_name_trgm" ON "md_customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_customers_mnemonic_trgm" ON "md_customers" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_customers_contact_trgm" ON "md_customers" USING gin ("contact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_customers_mnemonic_missing" ON "md_customers" USING btree ("id") WHERE "md_customers"."mnemonic" is null;--> statement-breakpoint
CREATE INDEX "stock_batches_owner" ON "stock_batches" USING btree ("owner_id","item_kind","item_id");