CREATE TABLE "inv_product_packagings_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"batch_no" text,
	"allocation_id" integer,
	"qty" bigint,
	"from_package_spec_id" integer,
	"from_packages" integer,
	"to_package_spec_id" integer,
	"to_packages" integer,
	"loss_qty" bigint
);
--> statement-breakpoint
CREATE TABLE "inv_product_packagings" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"pack_date" text,
	"warehouse_id" integer,
	"product_id" integer,
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
CREATE TABLE "inv_product_merges_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"batch_no" text,
	"allocation_id" integer,
	"qty" bigint
);
--> statement-breakpoint
CREATE TABLE "inv_product_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"merge_date" text,
	"warehouse_id" integer,
	"product_id" integer,
	"new_batch_no" text,
	"new_allocation_id" integer,
	"total_qty" bigint,
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
CREATE TABLE "stock_batch_sources" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_batch_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"batch_no" text NOT NULL,
	"source_batch_no" text NOT NULL,
	"qty" bigint NOT NULL,
	"doc_key" text NOT NULL,
	"doc_id" integer NOT NULL,
	CONSTRAINT "stock_batch_sources_qty_positive" CHECK ("stock_batch_sources"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_packings" (
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"allocation_id" integer DEFAULT 0 NOT NULL,
	"batch_no" text NOT NULL,
	"package_spec_id" integer NOT NULL,
	"packages" integer NOT NULL,
	CONSTRAINT "stock_packings_item_kind_item_id_warehouse_id_allocation_id_batch_no_package_spec_id_pk" PRIMARY KEY("item_kind","item_id","warehouse_id","allocation_id","batch_no","package_spec_id"),
	CONSTRAINT "stock_packings_packages_nonnegative" CHECK ("stock_packings"."packages" >= 0)
);
--> statement-breakpoint
ALTER TABLE "inv_product_packagings_items" ADD CONSTRAINT "inv_product_packagings_items_doc_id_inv_product_packagings_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."inv_product_packagings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_product_merges_items" ADD CONSTRAINT "inv_product_merges_items_doc_id_inv_product_merges_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."inv_product_merges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inv_product_packagings_items_doc" ON "inv_product_packagings_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "inv_product_packagings_status" ON "inv_product_packagings" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "inv_product_packagings_number" ON "inv_product_packagings" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_packagings_pack_date" ON "inv_product_packagings" USING btree ("pack_date","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_packagings_warehouse_id" ON "inv_product_packagings" USING btree ("warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_packagings_product_id" ON "inv_product_packagings" USING btree ("product_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_packagings_packer" ON "inv_product_packagings" USING btree ("packer","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_packagings_number_trgm" ON "inv_product_packagings" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_product_merges_items_doc" ON "inv_product_merges_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "inv_product_merges_status" ON "inv_product_merges" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "inv_product_merges_number" ON "inv_product_merges" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_merges_merge_date" ON "inv_product_merges" USING btree ("merge_date","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_merges_warehouse_id" ON "inv_product_merges" USING btree ("warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_merges_product_id" ON "inv_product_merges" USING btree ("product_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_merges_new_batch_no" ON "inv_product_merges" USING btree ("new_batch_no","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_merges_new_allocation_id" ON "inv_product_merges" USING btree ("new_allocation_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_merges_total_qty" ON "inv_product_merges" USING btree ("total_qty","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_merges_number_trgm" ON "inv_product_merges" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_product_merges_new_batch_no_trgm" ON "inv_product_merges" USING gin ("new_batch_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_batch_sources_batch" ON "stock_batch_sources" USING btree ("item_kind","item_id","batch_no");--> statement-breakpoint
CREATE INDEX "stock_batch_sources_source" ON "stock_batch_sources" USING btree ("item_kind","item_id","source_batch_no");--> statement-breakpoint
CREATE INDEX "stock_batch_sources_doc" ON "stock_batch_sources" USING btree ("doc_key","doc_id");