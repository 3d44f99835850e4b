CREATE TABLE "inv_product_requisitions_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"product_id" integer,
	"qty" bigint,
	"picked_batches" text,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "inv_product_requisition_picks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_product_requisition_picks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"doc_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"allocation_id" integer DEFAULT 0 NOT NULL,
	"batch_no" text NOT NULL,
	"qty" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inv_product_requisitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"apply_date" text,
	"warehouse_id" integer,
	"department" text,
	"applicant" text,
	"usage" text,
	"accounting_auditor" text,
	"accounting_audit_date" text,
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
CREATE TABLE "inv_product_safety_stocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"warehouse_id" integer,
	"lower_limit" bigint,
	"upper_limit" bigint,
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
CREATE TABLE "inv_product_stocktakings_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"product_id" integer,
	"batch_no" text,
	"allocation_id" integer,
	"book_qty" bigint,
	"counted_qty" bigint,
	"diff_qty" bigint
);
--> statement-breakpoint
CREATE TABLE "inv_product_stocktakings" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"take_date" text,
	"warehouse_id" integer,
	"counter" text,
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
CREATE TABLE "inv_product_transfers_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"product_id" integer,
	"batch_no" text,
	"from_allocation_id" integer,
	"to_allocation_id" integer,
	"qty" bigint
);
--> statement-breakpoint
CREATE TABLE "inv_product_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"transfer_date" text,
	"from_warehouse_id" integer,
	"to_warehouse_id" integer,
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
CREATE TABLE "inv_product_ins_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"product_id" integer,
	"batch_no" text,
	"allocation_id" integer,
	"qty" bigint,
	"price" bigint,
	"amount" bigint,
	"production_date" text,
	"expiry_date" text
);
--> statement-breakpoint
CREATE TABLE "inv_product_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"in_date" text,
	"warehouse_id" integer,
	"department" text,
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
CREATE TABLE "inv_product_outs_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"product_id" integer,
	"batch_no" text,
	"allocation_id" integer,
	"qty" bigint,
	"price" bigint,
	"amount" bigint
);
--> statement-breakpoint
CREATE TABLE "inv_product_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"out_date" text,
	"warehouse_id" integer,
	"out_type" text,
	"receiver" text,
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
ALTER TABLE "inv_product_requisitions_items" ADD CONSTRAINT "inv_product_requisitions_items_doc_id_inv_product_requisitions_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."inv_product_requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_product_requisition_picks" ADD CONSTRAINT "inv_product_requisition_picks_doc_id_inv_product_requisitions_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."inv_product_requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_product_requisition_picks" ADD CONSTRAINT "inv_product_requisition_picks_line_id_inv_product_requisitions_items_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."inv_product_requisitions_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_product_stocktakings_items" ADD CONSTRAINT "inv_product_stocktakings_items_doc_id_inv_product_stocktakings_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."inv_product_stocktakings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_product_transfers_items" ADD CONSTRAINT "inv_product_transfers_items_doc_id_inv_product_transfers_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."inv_product_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_product_ins_items" ADD CONSTRAINT "inv_product_ins_items_doc_id_inv_product_ins_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."inv_product_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_product_outs_items" ADD CONSTRAINT "inv_product_outs_items_doc_id_inv_product_outs_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."inv_product_outs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inv_product_requisitions_items_doc" ON "inv_product_requisitions_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "inv_product_requisition_picks_doc" ON "inv_product_requisition_picks" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "inv_product_requisitions_status" ON "inv_product_requisitions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "inv_product_requisitions_number" ON "inv_product_requisitions" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_requisitions_apply_date" ON "inv_product_requisitions" USING btree ("apply_date","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_requisitions_warehouse_id" ON "inv_product_requisitions" USING btree ("warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_requisitions_department" ON "inv_product_requisitions" USING btree ("department","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_requisitions_applicant" ON "inv_product_requisitions" USING btree ("applicant","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_requisitions_usage" ON "inv_product_requisitions" USING btree ("usage","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_requisitions_accounting_auditor" ON "inv_product_requisitions" USING btree ("accounting_auditor","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_requisitions_number_trgm" ON "inv_product_requisitions" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_product_requisitions_department_trgm" ON "inv_product_requisitions" USING gin ("department" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_product_requisitions_applicant_trgm" ON "inv_product_requisitions" USING gin ("applicant" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_product_safety_stocks_status" ON "inv_product_safety_stocks" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "inv_product_safety_stocks_product_id" ON "inv_product_safety_stocks" USING btree ("product_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_safety_stocks_warehouse_id" ON "inv_product_safety_stocks" USING btree ("warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_safety_stocks_lower_limit" ON "inv_product_safety_stocks" USING btree ("lower_limit","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_safety_stocks_upper_limit" ON "inv_product_safety_stocks" USING btree ("upper_limit","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_stocktakings_items_doc" ON "inv_product_stocktakings_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "inv_product_stocktakings_status" ON "inv_product_stocktakings" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "inv_product_stocktakings_number" ON "inv_product_stocktakings" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_stocktakings_take_date" ON "inv_product_stocktakings" USING btree ("take_date","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_stocktakings_warehouse_id" ON "inv_product_stocktakings" USING btree ("warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_stocktakings_counter" ON "inv_product_stocktakings" USING btree ("counter","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_stocktakings_number_trgm" ON "inv_product_stocktakings" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_product_transfers_items_doc" ON "inv_product_transfers_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "inv_product_transfers_status" ON "inv_product_transfers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "inv_product_transfers_number" ON "inv_product_transfers" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_transfers_transfer_date" ON "inv_product_transfers" USING btree ("transfer_date","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_transfers_from_warehouse_id" ON "inv_product_transfers" USING btree ("from_warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_transfers_to_warehouse_id" ON "inv_product_transfers" USING btree ("to_warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_transfers_number_trgm" ON "inv_product_transfers" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_product_ins_items_doc" ON "inv_product_ins_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "inv_product_ins_status" ON "inv_product_ins" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "inv_product_ins_number" ON "inv_product_ins" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_ins_in_date" ON "inv_product_ins" USING btree ("in_date","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_ins_warehouse_id" ON "inv_product_ins" USING btree ("warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_ins_department" ON "inv_product_ins" USING btree ("department","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_ins_red_flush_date" ON "inv_product_ins" USING btree ("red_flush_date","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_ins_number_trgm" ON "inv_product_ins" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_product_ins_department_trgm" ON "inv_product_ins" USING gin ("department" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_product_outs_items_doc" ON "inv_product_outs_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "inv_product_outs_status" ON "inv_product_outs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "inv_product_outs_number" ON "inv_product_outs" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_outs_out_date" ON "inv_product_outs" USING btree ("out_date","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_outs_warehouse_id" ON "inv_product_outs" USING btree ("warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_outs_out_type" ON "inv_product_outs" USING btree ("out_type","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_outs_receiver" ON "inv_product_outs" USING btree ("receiver","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_outs_number_trgm" ON "inv_product_outs" USING gin ("number" gin_trgm_ops);