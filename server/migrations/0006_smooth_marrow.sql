CREATE TABLE "inv_material_acceptances_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"materiel_id" integer,
	"batch_no" text,
	"qty" bigint,
	"supplier_batch" text,
	"production_date" text,
	"expiry_date" text,
	"in_qty" bigint
);
--> statement-breakpoint
CREATE TABLE "inv_material_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"accept_date" text,
	"supplier_id" integer,
	"warehouse_id" integer,
	"purchase_order_no" text,
	"inspector" text,
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
CREATE TABLE "inv_material_requisitions_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"materiel_id" integer,
	"qty" bigint,
	"picked_batches" text,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "inv_material_requisition_picks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_material_requisition_picks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"doc_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"materiel_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"allocation_id" integer DEFAULT 0 NOT NULL,
	"batch_no" text NOT NULL,
	"qty" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inv_material_requisitions" (
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
CREATE TABLE "inv_material_stocktakings_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"materiel_id" integer,
	"batch_no" text,
	"allocation_id" integer,
	"book_qty" bigint,
	"counted_qty" bigint,
	"diff_qty" bigint
);
--> statement-breakpoint
CREATE TABLE "inv_material_stocktakings" (
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
CREATE TABLE "inv_material_transfers_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"materiel_id" integer,
	"batch_no" text,
	"from_allocation_id" integer,
	"to_allocation_id" integer,
	"qty" bigint
);
--> statement-breakpoint
CREATE TABLE "inv_material_transfers" (
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
CREATE TABLE "inv_material_outs_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"materiel_id" integer,
	"batch_no" text,
	"allocation_id" integer,
	"qty" bigint,
	"price" bigint,
	"amount" bigint
);
--> statement-breakpoint
CREATE TABLE "inv_material_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"out_date" text,
	"warehouse_id" integer,
	"out_type" text,
	"supplier_id" integer,
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
CREATE TABLE "stock_batches" (
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"batch_no" text NOT NULL,
	"production_date" text,
	"expiry_date" text,
	"supplier_batch" text,
	"supplier_id" integer,
	"first_in_date" text NOT NULL,
	CONSTRAINT "stock_batches_item_kind_item_id_batch_no_pk" PRIMARY KEY("item_kind","item_id","batch_no")
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"allocation_id" integer DEFAULT 0 NOT NULL,
	"batch_no" text DEFAULT '' NOT NULL,
	"qty" bigint NOT NULL,
	"doc_key" text NOT NULL,
	"doc_id" integer NOT NULL,
	"doc_line" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_reservations_qty_positive" CHECK ("stock_reservations"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_closings" (
	"item_kind" text NOT NULL,
	"period" text NOT NULL,
	"item_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"allocation_id" integer NOT NULL,
	"batch_no" text NOT NULL,
	"qty" bigint NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "stock_closings_item_kind_period_item_id_warehouse_id_allocation_id_batch_no_pk" PRIMARY KEY("item_kind","period","item_id","warehouse_id","allocation_id","batch_no")
);
--> statement-breakpoint
CREATE TABLE "stock_periods" (
	"item_kind" text NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	"reopened_by" text,
	"reopened_at" timestamp with time zone,
	CONSTRAINT "stock_periods_item_kind_period_pk" PRIMARY KEY("item_kind","period")
);
--> statement-breakpoint
ALTER TABLE "inv_material_ins" ADD COLUMN "acceptance_id" integer;--> statement-breakpoint
ALTER TABLE "inv_material_ins" ADD COLUMN "red_flush_date" text;--> statement-breakpoint
ALTER TABLE "inv_material_acceptances_items" ADD CONSTRAINT "inv_material_acceptances_items_doc_id_inv_material_acceptances_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."inv_material_acceptances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_material_requisitions_items" ADD CONSTRAINT "inv_material_requisitions_items_doc_id_inv_material_requisitions_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."inv_material_requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_material_requisition_picks" ADD CONSTRAINT "inv_material_requisition_picks_doc_id_inv_material_requisitions_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."inv_material_requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_material_requisition_picks" ADD CONSTRAINT "inv_material_requisition_picks_line_id_inv_material_requisitions_items_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."inv_material_requisitions_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_material_stocktakings_items" ADD CONSTRAINT "inv_material_stocktakings_items_doc_id_inv_material_stocktakings_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."inv_material_stocktakings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_material_transfers_items" ADD CONSTRAINT "inv_material_transfers_items_doc_id_inv_material_transfers_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."inv_material_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_material_outs_items" ADD CONSTRAINT "inv_material_outs_items_doc_id_inv_material_outs_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."inv_material_outs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inv_material_acceptances_items_doc" ON "inv_material_acceptances_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "inv_material_acceptances_status" ON "inv_material_acceptances" USING btree ("status");--> statement-breakpoint
CREATE INDEX "inv_material_acceptances_number" ON "inv_material_acceptances" USING btree ("number");--> statement-breakpoint
CREATE INDEX "inv_material_acceptances_accept_date" ON "inv_material_acceptances" USING btree ("accept_date");--> statement-breakpoint
CREATE INDEX "inv_material_acceptances_supplier_id" ON "inv_material_acceptances" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "inv_material_acceptances_warehouse_id" ON "inv_material_acceptances" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "inv_material_acceptances_purchase_order_no" ON "inv_material_acceptances" USING btree ("purchase_order_no");--> statement-breakpoint
CREATE INDEX "inv_material_requisitions_items_doc" ON "inv_material_requisitions_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "inv_material_requisition_picks_doc" ON "inv_material_requisition_picks" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "inv_material_requisitions_status" ON "inv_material_requisitions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "inv_material_requisitions_number" ON "inv_material_requisitions" USING btree ("number");--> statement-breakpoint
CREATE INDEX "inv_material_requisitions_apply_date" ON "inv_material_requisitions" USING btree ("apply_date");--> statement-breakpoint
CREATE INDEX "inv_material_requisitions_warehouse_id" ON "inv_material_requisitions" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "inv_material_requisitions_department" ON "inv_material_requisitions" USING btree ("department");--> statement-breakpoint
CREATE INDEX "inv_material_requisitions_applicant" ON "inv_material_requisitions" USING btree ("applicant");--> statement-breakpoint
CREATE INDEX "inv_material_stocktakings_items_doc" ON "inv_material_stocktakings_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "inv_material_stocktakings_status" ON "inv_material_stocktakings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "inv_material_stocktakings_number" ON "inv_material_stocktakings" USING btree ("number");--> statement-breakpoint
CREATE INDEX "inv_material_stocktakings_take_date" ON "inv_material_stocktakings" USING btree ("take_date");--> statement-breakpoint
CREATE INDEX "inv_material_stocktakings_warehouse_id" ON "inv_material_stocktakings" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "inv_material_transfers_items_doc" ON "inv_material_transfers_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "inv_material_transfers_status" ON "inv_material_transfers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "inv_material_transfers_number" ON "inv_material_transfers" USING btree ("number");--> statement-breakpoint
CREATE INDEX "inv_material_transfers_transfer_date" ON "inv_material_transfers" USING btree ("transfer_date");--> statement-breakpoint
CREATE INDEX "inv_material_transfers_from_warehouse_id" ON "inv_material_transfers" USING btree ("from_warehouse_id");--> statement-breakpoint
CREATE INDEX "inv_material_transfers_to_warehouse_id" ON "inv_material_transfers" USING btree ("to_warehouse_id");--> statement-breakpoint
CREATE INDEX "inv_material_outs_items_doc" ON "inv_material_outs_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "inv_material_outs_status" ON "inv_material_outs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "inv_material_outs_number" ON "inv_material_outs" USING btree ("number");--> statement-breakpoint
CREATE INDEX "inv_material_outs_out_date" ON "inv_material_outs" USING btree ("out_date");--> statement-breakpoint
CREATE INDEX "inv_material_outs_warehouse_id" ON "inv_material_outs" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "inv_material_outs_out_type" ON "inv_material_outs" USING btree ("out_type");--> statement-breakpoint
CREATE INDEX "inv_material_outs_supplier_id" ON "inv_material_outs" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "stock_reservations_doc" ON "stock_reservations" USING btree ("doc_key","doc_id");--> statement-breakpoint
CREATE INDEX "inv_material_ins_acceptance_id" ON "inv_material_ins" USING btree ("acceptance_id");