CREATE TABLE "md_detection_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
	"mnemonic" text,
	"standard_ref" text,
	"description" text,
	"name_pinyin" text,
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
CREATE TABLE "qc_material_standards_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"test_item_id" integer,
	"method_id" integer,
	"unit" text,
	"rule_type" text,
	"decimals" integer,
	"min_value" bigint,
	"max_value" bigint,
	"target" bigint,
	"expected_text" text,
	"remark" text,
	"concession_min" bigint,
	"concession_max" bigint
);
--> statement-breakpoint
CREATE TABLE "qc_material_standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
	"materiel_id" integer,
	"version_no" integer,
	"previous_id" integer,
	"effective_date" text,
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
CREATE TABLE "qc_product_standards_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"test_item_id" integer,
	"method_id" integer,
	"unit" text,
	"rule_type" text,
	"decimals" integer,
	"min_value" bigint,
	"max_value" bigint,
	"target" bigint,
	"expected_text" text,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "qc_product_standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
	"product_id" integer,
	"norm_type" text,
	"customer_id" integer,
	"version_no" integer,
	"previous_id" integer,
	"effective_date" text,
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
DROP INDEX "md_test_items_method";--> statement-breakpoint
DROP INDEX "md_test_items_standard";--> statement-breakpoint
ALTER TABLE "md_test_items" ADD COLUMN "method_id" integer;--> statement-breakpoint
ALTER TABLE "md_test_items" ADD COLUMN "value_type" text;--> statement-breakpoint
ALTER TABLE "md_test_items" ADD COLUMN "decimals" integer;--> statement-breakpoint
ALTER TABLE "qc_material_standards_items" ADD CONSTRAINT "qc_material_standards_items_doc_id_qc_material_standards_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."qc_material_standards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qc_product_standards_items" ADD CONSTRAINT "qc_product_standards_items_doc_id_qc_product_standards_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."qc_product_standards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "md_detection_methods_status" ON "md_detection_methods" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "md_detection_methods_code_ci" ON "md_detection_methods" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "md_detection_methods_code" ON "md_detection_methods" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "md_detection_methods_name" ON "md_detection_methods" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "md_detection_methods_standard_ref" ON "md_detection_methods" USING btree ("standard_ref","id","status");--> statement-breakpoint
CREATE INDEX "md_detection_methods_code_trgm" ON "md_detection_methods" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_detection_methods_name_trgm" ON "md_detection_methods" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_detection_methods_mnemonic_trgm" ON "md_detection_methods" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_detection_methods_standard_ref_trgm" ON "md_detection_methods" USING gin ("standard_ref" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_detection_methods_mnemonic_missing" ON "md_detection_methods" USING btree ("id") WHERE "md_detection_methods"."mnemonic" is null;--> statement-breakpoint
CREATE INDEX "md_detection_methods_name_pinyin_trgm" ON "md_detection_methods" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_detection_methods_name_pinyin_missing" ON "md_detection_methods" USING btree ("id") WHERE "md_detection_methods"."name_pinyin" is null and "md_detection_methods"."name" is not null;--> statement-breakpoint
CREATE INDEX "qc_material_standards_items_doc" ON "qc_material_standards_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "qc_material_standards_status" ON "qc_material_standards" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "qc_material_standards_code" ON "qc_material_standards" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "qc_material_standards_name" ON "qc_material_standards" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "qc_material_standards_materiel_id" ON "qc_material_standards" USING btree ("materiel_id","id","status");--> statement-breakpoint
CREATE INDEX "qc_material_standards_version_no" ON "qc_material_standards" USING btree ("version_no","id","status");--> statement-breakpoint
CREATE INDEX "qc_material_standards_effective_date" ON "qc_material_standards" USING btree ("effective_date","id","status");--> statement-breakpoint
CREATE INDEX "qc_material_standards_code_trgm" ON "qc_material_standards" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "qc_material_standards_name_trgm" ON "qc_material_standards" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "qc_product_standards_items_doc" ON "qc_product_standards_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "qc_product_standards_status" ON "qc_product_standards" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "qc_product_standards_code" ON "qc_product_standards" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "qc_product_standards_name" ON "qc_product_standards" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "qc_product_standards_product_id" ON "qc_product_standards" USING btree ("product_id","id","status");--> statement-breakpoint
CREATE INDEX "qc_product_standards_norm_type" ON "qc_product_standards" USING btree ("norm_type","id","status");--> statement-breakpoint
CREATE INDEX "qc_product_standards_customer_id" ON "qc_product_standards" USING btree ("customer_id","id","status");--> statement-breakpoint
CREATE INDEX "qc_product_standards_version_no" ON "qc_product_standards" USING btree ("version_no","id","status");--> statement-breakpoint
CREATE INDEX "qc_product_standards_effective_date" ON "qc_product_standards" USING btree ("effective_date","id","status");--> statement-breakpoint
CREATE INDEX "qc_product_standards_code_trgm" ON "qc_product_standards" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "qc_product_standards_name_trgm" ON "qc_product_standards" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_test_items_method_id" ON "md_test_items" USING btree ("method_id","id","status");--> statement-breakpoint
CREATE INDEX "md_test_items_value_type" ON "md_test_items" USING btree ("value_type","id","status");--> statement-breakpoint
CREATE INDEX "md_test_items_decimals" ON "md_test_items" USING btree ("decimals","id","status");