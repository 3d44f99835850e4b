CREATE TABLE "pur_requests_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"materiel_id" integer,
	"item_name" text,
	"spec" text,
	"qty" bigint,
	"remark" text,
	"ordered_qty" bigint
);
--> statement-breakpoint
CREATE TABLE "pur_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"request_date" text,
	"department" text,
	"requester" text,
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
ALTER TABLE "pur_orders_items" ADD COLUMN "request_line_id" integer;--> statement-breakpoint
ALTER TABLE "pur_orders_items" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "pur_orders" ADD COLUMN "order_type" text;--> statement-breakpoint
ALTER TABLE "pur_requests_items" ADD CONSTRAINT "pur_requests_items_doc_id_pur_requests_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."pur_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pur_requests_items_doc" ON "pur_requests_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "pur_requests_status" ON "pur_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "pur_requests_number" ON "pur_requests" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "pur_requests_request_date" ON "pur_requests" USING btree ("request_date","id","status");--> statement-breakpoint
CREATE INDEX "pur_requests_department" ON "pur_requests" USING btree ("department","id","status");--> statement-breakpoint
CREATE INDEX "pur_requests_requester" ON "pur_requests" USING btree ("requester","id","status");--> statement-breakpoint
CREATE INDEX "pur_requests_need_date" ON "pur_requests" USING btree ("need_date","id","status");--> statement-breakpoint
CREATE INDEX "pur_requests_reason" ON "pur_requests" USING btree ("reason","id","status");--> statement-breakpoint
CREATE INDEX "pur_requests_number_trgm" ON "pur_requests" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pur_requests_department_trgm" ON "pur_requests" USING gin ("department" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pur_requests_requester_trgm" ON "pur_requests" USING gin ("requester" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pur_orders_items_request_line_id" ON "pur_orders_items" USING btree ("request_line_id");--> statement-breakpoint
CREATE INDEX "pur_orders_order_type" ON "pur_orders" USING btree ("order_type","id","status");--> statement-breakpoint
-- Orders made before manual orders existed were all keyed on /purchase-order.
UPDATE "pur_orders" SET "order_type" = 'NORMAL' WHERE "order_type" IS NULL;