CREATE TABLE "prd_packagings_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"package_spec_id" integer,
	"packages" integer,
	"qty" bigint,
	"allocation_id" integer,
	"unit_cost" bigint,
	"value" bigint
);
--> statement-breakpoint
CREATE TABLE "prd_packagings" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"feeding_id" integer,
	"pack_date" text,
	"product_id" integer,
	"batch_no" text,
	"warehouse_id" integer,
	"complete" boolean,
	"total_qty" bigint,
	"packed_value" bigint,
	"loss_qty" bigint,
	"loss_value" bigint,
	"packer" text,
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
CREATE TABLE "prd_process_costs_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"procedure_id" integer,
	"hours" bigint,
	"amount" bigint,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "prd_process_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"feeding_id" integer,
	"cost_date" text,
	"kind" text,
	"supplier_id" integer,
	"product_id" integer,
	"total_hours" bigint,
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
CREATE TABLE "prd_records_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"kind" text,
	"equipment" text,
	"start_time" text,
	"end_time" text,
	"temperature" integer,
	"fineness" integer,
	"materiel_id" integer,
	"qty" bigint,
	"picked_batches" text,
	"cost" bigint,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "prd_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"feeding_id" integer,
	"record_date" text,
	"product_id" integer,
	"batch_size" bigint,
	"output_qty" bigint,
	"scrap_qty" bigint,
	"scrap_reason" text,
	"adjustment_cost" bigint,
	"operator" text,
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
ALTER TABLE "prd_packagings_items" ADD CONSTRAINT "prd_packagings_items_doc_id_prd_packagings_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."prd_packagings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prd_process_costs_items" ADD CONSTRAINT "prd_process_costs_items_doc_id_prd_process_costs_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."prd_process_costs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prd_records_items" ADD CONSTRAINT "prd_records_items_doc_id_prd_records_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."prd_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prd_packagings_items_doc" ON "prd_packagings_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "prd_packagings_status" ON "prd_packagings" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "prd_packagings_number" ON "prd_packagings" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "prd_packagings_feeding_id" ON "prd_packagings" USING btree ("feeding_id","id","status");--> statement-breakpoint
CREATE INDEX "prd_packagings_pack_date" ON "prd_packagings" USING btree ("pack_date","id","status");--> statement-breakpoint
CREATE INDEX "prd_packagings_product_id" ON "prd_packagings" USING btree ("product_id","id","status");--> statement-breakpoint
CREATE INDEX "prd_packagings_batch_no" ON "prd_packagings" USING btree ("batch_no","id","status");--> statement-breakpoint
CREATE INDEX "prd_packagings_warehouse_id" ON "prd_packagings" USING btree ("warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "prd_packagings_complete" ON "prd_packagings" USING btree ("complete","id","status");--> statement-breakpoint
CREATE INDEX "prd_packagings_total_qty" ON "prd_packagings" USING btree ("total_qty","id","status");--> statement-breakpoint
CREATE INDEX "prd_packagings_packed_value" ON "prd_packagings" USING btree ("packed_value","id","status");--> statement-breakpoint
CREATE INDEX "prd_packagings_number_trgm" ON "prd_packagings" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prd_process_costs_items_doc" ON "prd_process_costs_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "prd_process_costs_status" ON "prd_process_costs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "prd_process_costs_number" ON "prd_process_costs" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "prd_process_costs_feeding_id" ON "prd_process_costs" USING btree ("feeding_id","id","status");--> statement-breakpoint
CREATE INDEX "prd_process_costs_cost_date" ON "prd_process_costs" USING btree ("cost_date","id","status");--> statement-breakpoint
CREATE INDEX "prd_process_costs_kind" ON "prd_process_costs" USING btree ("kind","id","status");--> statement-breakpoint
CREATE INDEX "prd_process_costs_supplier_id" ON "prd_process_costs" USING btree ("supplier_id","id","status");--> statement-breakpoint
CREATE INDEX "prd_process_costs_product_id" ON "prd_process_costs" USING btree ("product_id","id","status");--> statement-breakpoint
CREATE INDEX "prd_process_costs_total_hours" ON "prd_process_costs" USING btree ("total_hours","id","status");--> statement-breakpoint
CREATE INDEX "prd_process_costs_total_amount" ON "prd_process_costs" USING btree ("total_amount","id","status");--> statement-breakpoint
CREATE INDEX "prd_process_costs_number_trgm" ON "prd_process_costs" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prd_records_items_doc" ON "prd_records_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "prd_records_status" ON "prd_records" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "prd_records_number" ON "prd_records" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "prd_records_feeding_id" ON "prd_records" USING btree ("feeding_id","id","status");--> statement-breakpoint
CREATE INDEX "prd_records_record_date" ON "prd_records" USING btree ("record_date","id","status");--> statement-breakpoint
CREATE INDEX "prd_records_product_id" ON "prd_records" USING btree ("product_id","id","status");--> statement-breakpoint
CREATE INDEX "prd_records_batch_size" ON "prd_records" USING btree ("batch_size","id","status");--> statement-breakpoint
CREATE INDEX "prd_records_output_qty" ON "prd_records" USING btree ("output_qty","id","status");--> statement-breakpoint
CREATE INDEX "prd_records_scrap_qty" ON "prd_records" USING btree ("scrap_qty","id","status");--> statement-breakpoint
CREATE INDEX "prd_records_adjustment_cost" ON "prd_records" USING btree ("adjustment_cost","id","status");--> statement-breakpoint
CREATE INDEX "prd_records_operator" ON "prd_records" USING btree ("operator","id","status");--> statement-breakpoint
CREATE INDEX "prd_records_number_trgm" ON "prd_records" USING gin ("number" gin_trgm_ops);