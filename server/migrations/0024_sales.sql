CREATE TABLE "sal_base_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"product_id" integer,
	"currency_id" integer,
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
CREATE TABLE "sal_deliveries_items" (
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
	"sale_price" bigint,
	"sale_amount" bigint,
	"order_line_id" integer,
	"returned_qty" bigint
);
--> statement-breakpoint
CREATE TABLE "sal_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"out_date" text,
	"customer_id" integer,
	"warehouse_id" integer,
	"currency_id" integer,
	"promised_date" text,
	"sale_amount" bigint,
	"receiver" text,
	"express_id" integer,
	"waybill_no" text,
	"receiver_phone" text,
	"receiver_address" text,
	"pieces" integer,
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
CREATE TABLE "sal_material_deliveries_items" (
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
	"sale_price" bigint,
	"sale_amount" bigint
);
--> statement-breakpoint
CREATE TABLE "sal_material_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"out_date" text,
	"customer_id" integer,
	"warehouse_id" integer,
	"currency_id" integer,
	"exchange_rate" bigint,
	"tax_rate" bigint,
	"sale_amount" bigint,
	"sale_amount_cny" bigint,
	"receiver" text,
	"express_id" integer,
	"waybill_no" text,
	"receiver_phone" text,
	"receiver_address" text,
	"pieces" integer,
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
CREATE TABLE "sal_orders_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"product_id" integer,
	"qty" bigint,
	"price" bigint,
	"amount" bigint,
	"base_price" bigint,
	"approved_price" bigint,
	"price_state" text,
	"quotation_line_id" integer,
	"delivered_qty" bigint
);
--> statement-breakpoint
CREATE TABLE "sal_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"order_date" text,
	"customer_id" integer,
	"contact_id" integer,
	"address_id" integer,
	"saler_id" integer,
	"warehouse_id" integer,
	"delivery_date" text,
	"currency_id" integer,
	"exchange_rate" bigint,
	"tax_rate" bigint,
	"total_amount" bigint,
	"total_no_tax" bigint,
	"total_cny" bigint,
	"production_state" text,
	"production_confirmed_by" text,
	"production_confirm_date" text,
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
CREATE TABLE "sal_price_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"customer_id" integer,
	"product_id" integer,
	"currency_id" integer,
	"min_qty" bigint,
	"price" bigint,
	"base_price" bigint,
	"valid_until" text,
	"reason" text,
	"void_reason" text,
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
CREATE TABLE "sal_returns_items" (
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
	"cost_price" bigint,
	"cost_amount" bigint,
	"delivery_line_id" integer,
	"order_line_id" integer
);
--> statement-breakpoint
CREATE TABLE "sal_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"return_date" text,
	"customer_id" integer,
	"warehouse_id" integer,
	"currency_id" integer,
	"total_amount" bigint,
	"cost_amount" bigint,
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
ALTER TABLE "crm_quotations_items" ADD COLUMN "ordered_qty" bigint;--> statement-breakpoint
ALTER TABLE "sal_deliveries_items" ADD CONSTRAINT "sal_deliveries_items_doc_id_sal_deliveries_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."sal_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sal_material_deliveries_items" ADD CONSTRAINT "sal_material_deliveries_items_doc_id_sal_material_deliveries_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."sal_material_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sal_orders_items" ADD CONSTRAINT "sal_orders_items_doc_id_sal_orders_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."sal_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sal_returns_items" ADD CONSTRAINT "sal_returns_items_doc_id_sal_returns_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."sal_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sal_base_prices_status" ON "sal_base_prices" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sal_base_prices_number" ON "sal_base_prices" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "sal_base_prices_product_id" ON "sal_base_prices" USING btree ("product_id","id","status");--> statement-breakpoint
CREATE INDEX "sal_base_prices_currency_id" ON "sal_base_prices" USING btree ("currency_id","id","status");--> statement-breakpoint
CREATE INDEX "sal_base_prices_price" ON "sal_base_prices" USING btree ("price","id","status");--> statement-breakpoint
CREATE INDEX "sal_base_prices_effective_date" ON "sal_base_prices" USING btree ("effective_date","id","status");--> statement-breakpoint
CREATE INDEX "sal_base_prices_remark" ON "sal_base_prices" USING btree ("remark","id","status");--> statement-breakpoint
CREATE INDEX "sal_base_prices_number_trgm" ON "sal_base_prices" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sal_deliveries_items_doc" ON "sal_deliveries_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "sal_deliveries_items_order_line_id" ON "sal_deliveries_items" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "sal_deliveries_status" ON "sal_deliveries" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sal_deliveries_number" ON "sal_deliveries" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "sal_deliveries_out_date" ON "sal_deliveries" USING btree ("out_date","id","status");--> statement-breakpoint
CREATE INDEX "sal_deliveries_customer_id" ON "sal_deliveries" USING btree ("customer_id","id","status");--> statement-breakpoint
CREATE INDEX "sal_deliveries_warehouse_id" ON "sal_deliveries" USING btree ("warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "sal_deliveries_currency_id" ON "sal_deliveries" USING btree ("currency_id","id","status");--> statement-breakpoint
CREATE INDEX "sal_deliveries_promised_date" ON "sal_deliveries" USING btree ("promised_date","id","status");--> statement-breakpoint
CREATE INDEX "sal_deliveries_sale_amount" ON "sal_deliveries" USING btree ("sale_amount","id","status");--> statement-breakpoint
CREATE INDEX "sal_deliveries_express_id" ON "sal_deliveries" USING btree ("express_id","id","status");--> statement-breakpoint
CREATE INDEX "sal_deliveries_waybill_no" ON "sal_deliveries" USING btree ("waybill_no","id","status");--> statement-breakpoint
CREATE INDEX "sal_deliveries_number_trgm" ON "sal_deliveries" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sal_deliveries_waybill_no_trgm" ON "sal_deliveries" USING gin ("waybill_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sal_material_deliveries_items_doc" ON "sal_material_deliveries_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "sal_material_deliveries_status" ON "sal_material_deliveries" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sal_material_deliveries_number" ON "sal_material_deliveries" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "sal_material_deliveries_out_date" ON "sal_material_deliveries" USING btree ("out_date","id","status");--> statement-breakpoint
CREATE INDEX "sal_material_deliveries_customer_id" ON "sal_material_deliveries" USING btree ("customer_id","id","status");--> statement-breakpoint
CREATE INDEX "sal_material_deliveries_warehouse_id" ON "sal_material_deliveries" USING btree ("warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "sal_material_deliveries_currency_id" ON "sal_material_deliveries" USING btree ("currency_id","id","status");--> statement-breakpoint
CREATE INDEX "sal_material_deliveries_sale_amount" ON "sal_material_deliveries" USING btree ("sale_amount","id","status");--> statement-breakpoint
CREATE INDEX "sal_material_deliveries_sale_amount_cny" ON "sal_material_deliveries" USING btree ("sale_amount_cny","id","status");--> statement-breakpoint
CREATE INDEX "sal_material_deliveries_express_id" ON "sal_material_deliveries" USING btree ("express_id","id","status");--> statement-breakpoint
CREATE INDEX "sal_material_deliveries_waybill_no" ON "sal_material_deliveries" USING btree ("waybill_no","id","status");--> statement-breakpoint
CREATE INDEX "sal_material_deliveries_number_trgm" ON "sal_material_deliveries" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sal_orders_items_doc" ON "sal_orders_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "sal_orders_items_quotation_line_id" ON "sal_orders_items" USING btree ("quotation_line_id");--> statement-breakpoint
CREATE INDEX "sal_orders_status" ON "sal_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sal_orders_number" ON "sal_orders" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "sal_orders_order_date" ON "sal_orders" USING btree ("order_date","id","status");--> statement-breakpoint
CREATE INDEX "sal_orders_customer_id" ON "sal_orders" USING btree ("customer_id","id","status");--> statement-breakpoint
CREATE INDEX "sal_orders_contact_id" ON "sal_orders" USING btree ("contact_id","id","status");--> statement-breakpoint
CREATE INDEX "sal_orders_address_id" ON "sal_orders" USING btree ("address_id","id","status");--> statement-breakpoint
CREATE INDEX "sal_orders_saler_id" ON "sal_orders" USING btree ("saler_id","id","status");--> statement-breakpoint
CREATE INDEX "sal_orders_warehouse_id" ON "sal_orders" USING btree ("warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "sal_orders_delivery_date" ON "sal_orders" USING btree ("delivery_date","id","status");--> statement-breakpoint
CREATE INDEX "sal_orders_currency_id" ON "sal_orders" USING btree ("currency_id","id","status");--> statement-breakpoint
CREATE INDEX "sal_orders_total_amount" ON "sal_orders" USING btree ("total_amount","id","status");--> statement-breakpoint
CREATE INDEX "sal_orders_total_cny" ON "sal_orders" USING btree ("total_cny","id","status");--> statement-breakpoint
CREATE INDEX "sal_orders_production_state" ON "sal_orders" USING btree ("production_state","id","status");--> statement-breakpoint
CREATE INDEX "sal_orders_number_trgm" ON "sal_orders" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sal_price_approvals_status" ON "sal_price_approvals" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sal_price_approvals_number" ON "sal_price_approvals" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "sal_price_approvals_customer_id" ON "sal_price_approvals" USING btree ("customer_id","id","status");--> statement-breakpoint
CREATE INDEX "sal_price_approvals_product_id" ON "sal_price_approvals" USING btree ("product_id","id","status");--> statement-breakpoint
CREATE INDEX "sal_price_approvals_currency_id" ON "sal_price_approvals" USING btree ("currency_id","id","status");--> statement-breakpoint
CREATE INDEX "sal_price_approvals_min_qty" ON "sal_price_approvals" USING btree ("min_qty","id","status");--> statement-breakpoint
CREATE INDEX "sal_price_approvals_price" ON "sal_price_approvals" USING btree ("price","id","status");--> statement-breakpoint
CREATE INDEX "sal_price_approvals_base_price" ON "sal_price_approvals" USING btree ("base_price","id","status");--> statement-breakpoint
CREATE INDEX "sal_price_approvals_valid_until" ON "sal_price_approvals" USING btree ("valid_until","id","status");--> statement-breakpoint
CREATE INDEX "sal_price_approvals_reason" ON "sal_price_approvals" USING btree ("reason","id","status");--> statement-breakpoint
CREATE INDEX "sal_price_approvals_number_trgm" ON "sal_price_approvals" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sal_returns_items_doc" ON "sal_returns_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "sal_returns_items_delivery_line_id" ON "sal_returns_items" USING btree ("delivery_line_id");--> statement-breakpoint
CREATE INDEX "sal_returns_items_order_line_id" ON "sal_returns_items" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "sal_returns_status" ON "sal_returns" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sal_returns_number" ON "sal_returns" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "sal_returns_return_date" ON "sal_returns" USING btree ("return_date","id","status");--> statement-breakpoint
CREATE INDEX "sal_returns_customer_id" ON "sal_returns" USING btree ("customer_id","id","status");--> statement-breakpoint
CREATE INDEX "sal_returns_warehouse_id" ON "sal_returns" USING btree ("warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "sal_returns_currency_id" ON "sal_returns" USING btree ("currency_id","id","status");--> statement-breakpoint
CREATE INDEX "sal_returns_total_amount" ON "sal_returns" USING btree ("total_amount","id","status");--> statement-breakpoint
CREATE INDEX "sal_returns_reason" ON "sal_returns" USING btree ("reason","id","status");--> statement-breakpoint
CREATE INDEX "sal_returns_number_trgm" ON "sal_returns" USING gin ("number" gin_trgm_ops);