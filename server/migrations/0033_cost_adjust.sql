CREATE TABLE "inv_material_cost_adjusts_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"materiel_id" integer,
	"on_hand_qty" bigint,
	"stock_value" bigint,
	"adjust_amount" bigint,
	"adjusted_value" bigint,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "inv_material_cost_adjusts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"adjust_date" text,
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
CREATE TABLE "inv_product_cost_adjusts_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"product_id" integer,
	"on_hand_qty" bigint,
	"stock_value" bigint,
	"adjust_amount" bigint,
	"adjusted_value" bigint,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "inv_product_cost_adjusts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"adjust_date" text,
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
ALTER TABLE "inv_material_cost_adjusts_items" ADD CONSTRAINT "inv_material_cost_adjusts_items_doc_id_inv_material_cost_adjusts_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."inv_material_cost_adjusts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inv_product_cost_adjusts_items" ADD CONSTRAINT "inv_product_cost_adjusts_items_doc_id_inv_product_cost_adjusts_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."inv_product_cost_adjusts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inv_material_cost_adjusts_items_doc" ON "inv_material_cost_adjusts_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "inv_material_cost_adjusts_status" ON "inv_material_cost_adjusts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "inv_material_cost_adjusts_number" ON "inv_material_cost_adjusts" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_cost_adjusts_adjust_date" ON "inv_material_cost_adjusts" USING btree ("adjust_date","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_cost_adjusts_remark" ON "inv_material_cost_adjusts" USING btree ("remark","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_cost_adjusts_number_trgm" ON "inv_material_cost_adjusts" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_product_cost_adjusts_items_doc" ON "inv_product_cost_adjusts_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "inv_product_cost_adjusts_status" ON "inv_product_cost_adjusts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "inv_product_cost_adjusts_number" ON "inv_product_cost_adjusts" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_cost_adjusts_adjust_date" ON "inv_product_cost_adjusts" USING btree ("adjust_date","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_cost_adjusts_remark" ON "inv_product_cost_adjusts" USING btree ("remark","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_cost_adjusts_number_trgm" ON "inv_product_cost_adjusts" USING gin ("number" gin_trgm_ops);