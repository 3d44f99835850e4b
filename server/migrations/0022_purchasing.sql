CREATE TABLE "pur_material_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"supplier_id" integer,
	"materiel_id" integer,
	"price" bigint,
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
CREATE TABLE "pur_applies_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"materiel_id" integer,
	"qty" bigint,
	"need_date" text,
	"remark" text,
	"ordered_qty" bigint
);
--> statement-breakpoint
CREATE TABLE "pur_applies" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"apply_date" text,
	"department" text,
	"applicant" text,
	"need_date" text,
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
CREATE TABLE "pur_orders_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"materiel_id" integer,
	"qty" bigint,
	"price" bigint,
	"amount" bigint,
	"approved_price" bigint,
	"price_state" text,
	"apply_line_id" integer,
	"accepted_qty" bigint,
	"in_qty" bigint
);
--> statement-breakpoint
CREATE TABLE "pur_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"order_date" text,
	"supplier_id" integer,
	"delivery_date" text,
	"buyer" text,
	"total_amount" bigint,
	"amount_state" text,
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
CREATE TABLE "pur_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"director_review_amount" bigint,
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
ALTER TABLE "inv_material_acceptances_items" ADD COLUMN "purchase_order_line_id" integer;--> statement-breakpoint
ALTER TABLE "inv_material_acceptances" ADD COLUMN "purchase_order_id" integer;--> statement-breakpoint
ALTER TABLE "inv_material_ins_items" ADD COLUMN "purchase_order_line_id" integer;--> statement-breakpoint
ALTER TABLE "pur_applies_items" ADD CONSTRAINT "pur_applies_items_doc_id_pur_applies_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."pur_applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pur_orders_items" ADD CONSTRAINT "pur_orders_items_doc_id_pur_orders_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."pur_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pur_material_prices_status" ON "pur_material_prices" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "pur_material_prices_number" ON "pur_material_prices" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "pur_material_prices_supplier_id" ON "pur_material_prices" USING btree ("supplier_id","id","status");--> statement-breakpoint
CREATE INDEX "pur_material_prices_materiel_id" ON "pur_material_prices" USING btree ("materiel_id","id","status");--> statement-breakpoint
CREATE INDEX "pur_material_prices_price" ON "pur_material_prices" USING btree ("price","id","status");--> statement-breakpoint
CREATE INDEX "pur_material_prices_effective_date" ON "pur_material_prices" USING btree ("effective_date","id","status");--> statement-breakpoint
CREATE INDEX "pur_material_prices_remark" ON "pur_material_prices" USING btree ("remark","id","status");--> statement-breakpoint
CREATE INDEX "pur_material_prices_number_trgm" ON "pur_material_prices" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pur_applies_items_doc" ON "pur_applies_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "pur_applies_status" ON "pur_applies" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "pur_applies_number" ON "pur_applies" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "pur_applies_apply_date" ON "pur_applies" USING btree ("apply_date","id","status");--> statement-breakpoint
CREATE INDEX "pur_applies_department" ON "pur_applies" USING btree ("department","id","status");--> statement-breakpoint
CREATE INDEX "pur_applies_applicant" ON "pur_applies" USING btree ("applicant","id","status");--> statement-breakpoint
CREATE INDEX "pur_applies_need_date" ON "pur_applies" USING btree ("need_date","id","status");--> statement-breakpoint
CREATE INDEX "pur_applies_reason" ON "pur_applies" USING btree ("reason","id","status");--> statement-breakpoint
CREATE INDEX "pur_applies_number_trgm" ON "pur_applies" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pur_applies_department_trgm" ON "pur_applies" USING gin ("department" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pur_applies_applicant_trgm" ON "pur_applies" USING gin ("applicant" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pur_orders_items_doc" ON "pur_orders_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "pur_orders_items_apply_line_id" ON "pur_orders_items" USING btree ("apply_line_id");--> statement-breakpoint
CREATE INDEX "pur_orders_status" ON "pur_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "pur_orders_number" ON "pur_orders" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "pur_orders_order_date" ON "pur_orders" USING btree ("order_date","id","status");--> statement-breakpoint
CREATE INDEX "pur_orders_supplier_id" ON "pur_orders" USING btree ("supplier_id","id","status");--> statement-breakpoint
CREATE INDEX "pur_orders_delivery_date" ON "pur_orders" USING btree ("delivery_date","id","status");--> statement-breakpoint
CREATE INDEX "pur_orders_buyer" ON "pur_orders" USING btree ("buyer","id","status");--> statement-breakpoint
CREATE INDEX "pur_orders_total_amount" ON "pur_orders" USING btree ("total_amount","id","status");--> statement-breakpoint
CREATE INDEX "pur_orders_amount_state" ON "pur_orders" USING btree ("amount_state","id","status");--> statement-breakpoint
CREATE INDEX "pur_orders_number_trgm" ON "pur_orders" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pur_orders_buyer_trgm" ON "pur_orders" USING gin ("buyer" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pur_settings_status" ON "pur_settings" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "pur_settings_director_review_amount" ON "pur_settings" USING btree ("director_review_amount","id","status");--> statement-breakpoint
CREATE INDEX "pur_settings_remark" ON "pur_settings" USING btree ("remark","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_acceptances_items_purchase_order_line_id" ON "inv_material_acceptances_items" USING btree ("purchase_order_line_id");--> statement-breakpoint
CREATE INDEX "inv_material_acceptances_purchase_order_id" ON "inv_material_acceptances" USING btree ("purchase_order_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_ins_items_purchase_order_line_id" ON "inv_material_ins_items" USING btree ("purchase_order_line_id");