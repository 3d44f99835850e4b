CREATE TABLE "prd_feedings_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"materiel_id" integer,
	"alternate_id" integer,
	"theoretical_qty" bigint,
	"qty" bigint,
	"deviation_reason" text,
	"picked_batches" text,
	"unit_cost" bigint,
	"cost" bigint
);
--> statement-breakpoint
CREATE TABLE "prd_feedings" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"feed_date" text,
	"planned_date" text,
	"product_id" integer,
	"recipe_id" integer,
	"batch_size" bigint,
	"warehouse_id" integer,
	"sales_order_id" integer,
	"sales_order_line_id" integer,
	"consumption_control" text,
	"tolerance" bigint,
	"deviation_state" text,
	"deviation_reviewer" text,
	"material_cost" bigint,
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
ALTER TABLE "prd_recipes" ADD COLUMN "consumption_control" text;--> statement-breakpoint
ALTER TABLE "prd_recipes" ADD COLUMN "tolerance" bigint;--> statement-breakpoint
ALTER TABLE "prd_feedings_items" ADD CONSTRAINT "prd_feedings_items_doc_id_prd_feedings_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."prd_feedings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prd_feedings_items_doc" ON "prd_feedings_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "prd_feedings_status" ON "prd_feedings" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "prd_feedings_number" ON "prd_feedings" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "prd_feedings_feed_date" ON "prd_feedings" USING btree ("feed_date","id","status");--> statement-breakpoint
CREATE INDEX "prd_feedings_planned_date" ON "prd_feedings" USING btree ("planned_date","id","status");--> statement-breakpoint
CREATE INDEX "prd_feedings_product_id" ON "prd_feedings" USING btree ("product_id","id","status");--> statement-breakpoint
CREATE INDEX "prd_feedings_recipe_id" ON "prd_feedings" USING btree ("recipe_id","id","status");--> statement-breakpoint
CREATE INDEX "prd_feedings_batch_size" ON "prd_feedings" USING btree ("batch_size","id","status");--> statement-breakpoint
CREATE INDEX "prd_feedings_warehouse_id" ON "prd_feedings" USING btree ("warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "prd_feedings_sales_order_id" ON "prd_feedings" USING btree ("sales_order_id","id","status");--> statement-breakpoint
CREATE INDEX "prd_feedings_deviation_state" ON "prd_feedings" USING btree ("deviation_state","id","status");--> statement-breakpoint
CREATE INDEX "prd_feedings_material_cost" ON "prd_feedings" USING btree ("material_cost","id","status");--> statement-breakpoint
CREATE INDEX "prd_feedings_number_trgm" ON "prd_feedings" USING gin ("number" gin_trgm_ops);