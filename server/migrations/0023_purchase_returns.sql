CREATE TABLE "pur_returns_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"materiel_id" integer,
	"batch_no" text,
	"allocation_id" integer,
	"qty" bigint,
	"price" bigint,
	"amount" bigint,
	"warehouse_in_line_id" integer,
	"purchase_order_line_id" integer
);
--> statement-breakpoint
CREATE TABLE "pur_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"return_date" text,
	"supplier_id" integer,
	"warehouse_id" integer,
	"total_amount" bigint,
	"reason" text,
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
ALTER TABLE "inv_material_ins_items" ADD COLUMN "returned_qty" bigint;--> statement-breakpoint
ALTER TABLE "pur_returns_items" ADD CONSTRAINT "pur_returns_items_doc_id_pur_returns_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."pur_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pur_returns_items_doc" ON "pur_returns_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "pur_returns_items_warehouse_in_line_id" ON "pur_returns_items" USING btree ("warehouse_in_line_id");--> statement-breakpoint
CREATE INDEX "pur_returns_items_purchase_order_line_id" ON "pur_returns_items" USING btree ("purchase_order_line_id");--> statement-breakpoint
CREATE INDEX "pur_returns_status" ON "pur_returns" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "pur_returns_number" ON "pur_returns" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "pur_returns_return_date" ON "pur_returns" USING btree ("return_date","id","status");--> statement-breakpoint
CREATE INDEX "pur_returns_supplier_id" ON "pur_returns" USING btree ("supplier_id","id","status");--> statement-breakpoint
CREATE INDEX "pur_returns_warehouse_id" ON "pur_returns" USING btree ("warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "pur_returns_total_amount" ON "pur_returns" USING btree ("total_amount","id","status");--> statement-breakpoint
CREATE INDEX "pur_returns_reason" ON "pur_returns" USING btree ("reason","id","status");--> statement-breakpoint
CREATE INDEX "pur_returns_number_trgm" ON "pur_returns" USING gin ("number" gin_trgm_ops);