CREATE TABLE "approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_key" text NOT NULL,
	"doc_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"outcome" text NOT NULL,
	"approved" boolean NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_files" (
	"doc_key" text NOT NULL,
	"doc_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"create_by" text,
	"create_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_files_doc_key_doc_id_file_id_pk" PRIMARY KEY("doc_key","doc_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "number_series" (
	"series_key" text NOT NULL,
	"period" text NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "number_series_series_key_period_pk" PRIMARY KEY("series_key","period")
);
--> statement-breakpoint
CREATE TABLE "md_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer,
	"code" text,
	"name" text,
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
CREATE TABLE "md_beltlines" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
	"workshop" text,
	"daily_capacity" bigint,
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
CREATE TABLE "md_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
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
CREATE TABLE "md_chargings" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
	"sort" integer,
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
CREATE TABLE "md_currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
	"symbol" text,
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
CREATE TABLE "md_exchange_tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency_id" integer,
	"month" text,
	"exchange_rate" bigint,
	"tax_rate" bigint,
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
CREATE TABLE "md_expresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
	"contact" text,
	"phone" text,
	"website" text,
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
CREATE TABLE "md_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
	"parent_id" integer,
	"level" text,
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
CREATE TABLE "md_materiels" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
	"materiel_type_id" integer,
	"spec" text,
	"unit_id" integer,
	"cas_no" text,
	"supplier_id" integer,
	"reference_price" bigint,
	"min_package" bigint,
	"need_inspection" boolean,
	"shelf_life_days" bigint,
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
CREATE TABLE "md_materiel_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
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
CREATE TABLE "md_package_specs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
	"package_type" text,
	"net_weight" bigint,
	"unit_id" integer,
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
CREATE TABLE "md_procedures" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
	"sort" integer,
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
CREATE TABLE "md_product_relates" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"relate_code" text,
	"relate_name" text,
	"customer_name" text,
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
CREATE TABLE "md_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
	"product_type_id" integer,
	"level" text,
	"spec" text,
	"unit_id" integer,
	"package_spec_id" integer,
	"base_price" bigint,
	"shelf_life_days" bigint,
	"color_index" text,
	"warehouse_kind" text,
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
CREATE TABLE "md_product_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
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
CREATE TABLE "md_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
	"short_name" text,
	"contact" text,
	"mobile" text,
	"phone" text,
	"location_id" integer,
	"address" text,
	"tax_no" text,
	"bank_name" text,
	"bank_account" text,
	"currency_id" integer,
	"payment_terms" text,
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
CREATE TABLE "md_technologies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
	"sort" integer,
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
CREATE TABLE "md_test_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
	"unit" text,
	"method" text,
	"standard" text,
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
CREATE TABLE "md_test_organs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
	"qualification" text,
	"contact" text,
	"phone" text,
	"address" text,
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
CREATE TABLE "md_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
	"dimension" text,
	"ratio" bigint,
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
CREATE TABLE "md_warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
	"kind" text,
	"address" text,
	"keeper" text,
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
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approvals_doc" ON "approvals" USING btree ("doc_key","doc_id");--> statement-breakpoint
CREATE INDEX "md_allocations_status" ON "md_allocations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "md_allocations_warehouse_id" ON "md_allocations" USING btree ("warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "md_allocations_code_ci" ON "md_allocations" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "md_allocations_name" ON "md_allocations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "md_beltlines_status" ON "md_beltlines" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "md_beltlines_code_ci" ON "md_beltlines" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "md_beltlines_name" ON "md_beltlines" USING btree ("name");--> statement-breakpoint
CREATE INDEX "md_beltlines_workshop" ON "md_beltlines" USING btree ("workshop");--> statement-breakpoint
CREATE INDEX "md_channels_status" ON "md_channels" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "md_channels_code_ci" ON "md_channels" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "md_channels_name" ON "md_channels" USING btree ("name");--> statement-breakpoint
CREATE INDEX "md_chargings_status" ON "md_chargings" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "md_chargings_code_ci" ON "md_chargings" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "md_chargings_name" ON "md_chargings" USING btree ("name");--> statement-breakpoint
CREATE INDEX "md_currencies_status" ON "md_currencies" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "md_currencies_code_ci" ON "md_currencies" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "md_currencies_name" ON "md_currencies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "md_exchange_tax_rates_status" ON "md_exchange_tax_rates" USING btree ("status");--> statement-breakpoint
CREATE INDEX "md_exchange_tax_rates_currency_id" ON "md_exchange_tax_rates" USING btree ("currency_id");--> statement-breakpoint
CREATE INDEX "md_exchange_tax_rates_month" ON "md_exchange_tax_rates" USING btree ("month");--> statement-breakpoint
CREATE INDEX "md_expresses_status" ON "md_expresses" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "md_expresses_code_ci" ON "md_expresses" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "md_expresses_name" ON "md_expresses" USING btree ("name");--> statement-breakpoint
CREATE INDEX "md_locations_status" ON "md_locations" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "md_locations_code_ci" ON "md_locations" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "md_locations_name" ON "md_locations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "md_locations_parent_id" ON "md_locations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "md_materiels_status" ON "md_materiels" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "md_materiels_code_ci" ON "md_materiels" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "md_materiels_name" ON "md_materiels" USING btree ("name");--> statement-breakpoint
CREATE INDEX "md_materiels_materiel_type_id" ON "md_materiels" USING btree ("materiel_type_id");--> statement-breakpoint
CREATE INDEX "md_materiels_unit_id" ON "md_materiels" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "md_materiels_supplier_id" ON "md_materiels" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "md_materiel_types_status" ON "md_materiel_types" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "md_materiel_types_code_ci" ON "md_materiel_types" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "md_materiel_types_name" ON "md_materiel_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "md_package_specs_status" ON "md_package_specs" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "md_package_specs_code_ci" ON "md_package_specs" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "md_package_specs_name" ON "md_package_specs" USING btree ("name");--> statement-breakpoint
CREATE INDEX "md_package_specs_package_type" ON "md_package_specs" USING btree ("package_type");--> statement-breakpoint
CREATE INDEX "md_package_specs_unit_id" ON "md_package_specs" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "md_procedures_status" ON "md_procedures" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "md_procedures_code_ci" ON "md_procedures" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "md_procedures_name" ON "md_procedures" USING btree ("name");--> statement-breakpoint
CREATE INDEX "md_product_relates_status" ON "md_product_relates" USING btree ("status");--> statement-breakpoint
CREATE INDEX "md_product_relates_product_id" ON "md_product_relates" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "md_product_relates_relate_code_ci" ON "md_product_relates" USING btree (lower("relate_code"));--> statement-breakpoint
CREATE INDEX "md_product_relates_relate_name" ON "md_product_relates" USING btree ("relate_name");--> statement-breakpoint
CREATE INDEX "md_product_relates_customer_name" ON "md_product_relates" USING btree ("customer_name");--> statement-breakpoint
CREATE INDEX "md_products_status" ON "md_products" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "md_products_code_ci" ON "md_products" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "md_products_name" ON "md_products" USING btree ("name");--> statement-breakpoint
CREATE INDEX "md_products_product_type_id" ON "md_products" USING btree ("product_type_id");--> statement-breakpoint
CREATE INDEX "md_products_level" ON "md_products" USING btree ("level");--> statement-breakpoint
CREATE INDEX "md_products_unit_id" ON "md_products" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "md_products_package_spec_id" ON "md_products" USING btree ("package_spec_id");--> statement-breakpoint
CREATE INDEX "md_product_types_status" ON "md_product_types" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "md_product_types_code_ci" ON "md_product_types" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "md_product_types_name" ON "md_product_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "md_suppliers_status" ON "md_suppliers" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "md_suppliers_code_ci" ON "md_suppliers" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "md_suppliers_name_ci" ON "md_suppliers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "md_suppliers_contact" ON "md_suppliers" USING btree ("contact");--> statement-breakpoint
CREATE INDEX "md_suppliers_location_id" ON "md_suppliers" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "md_suppliers_currency_id" ON "md_suppliers" USING btree ("currency_id");--> statement-breakpoint
CREATE INDEX "md_technologies_status" ON "md_technologies" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "md_technologies_code_ci" ON "md_technologies" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "md_technologies_name" ON "md_technologies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "md_test_items_status" ON "md_test_items" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "md_test_items_code_ci" ON "md_test_items" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "md_test_items_name" ON "md_test_items" USING btree ("name");--> statement-breakpoint
CREATE INDEX "md_test_organs_status" ON "md_test_organs" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "md_test_organs_code_ci" ON "md_test_organs" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "md_test_organs_name" ON "md_test_organs" USING btree ("name");--> statement-breakpoint
CREATE INDEX "md_units_status" ON "md_units" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "md_units_code_ci" ON "md_units" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "md_units_name" ON "md_units" USING btree ("name");--> statement-breakpoint
CREATE INDEX "md_units_dimension" ON "md_units" USING btree ("dimension");--> statement-breakpoint
CREATE INDEX "md_warehouses_status" ON "md_warehouses" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "md_warehouses_code_ci" ON "md_warehouses" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "md_warehouses_name" ON "md_warehouses" USING btree ("name");--> statement-breakpoint
CREATE INDEX "md_warehouses_kind" ON "md_warehouses" USING btree ("kind");