CREATE TABLE "fin_purchase_openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"open_date" text,
	"supplier_id" integer,
	"currency_id" integer,
	"amount" bigint,
	"due_date" text,
	"verified_amount" bigint,
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
ALTER TABLE "fin_purchase_writeoffs" ADD COLUMN "opening_id" integer;--> statement-breakpoint
CREATE INDEX "fin_purchase_openings_status" ON "fin_purchase_openings" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "fin_purchase_openings_number" ON "fin_purchase_openings" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_openings_open_date" ON "fin_purchase_openings" USING btree ("open_date","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_openings_supplier_id" ON "fin_purchase_openings" USING btree ("supplier_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_openings_currency_id" ON "fin_purchase_openings" USING btree ("currency_id","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_openings_amount" ON "fin_purchase_openings" USING btree ("amount","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_openings_due_date" ON "fin_purchase_openings" USING btree ("due_date","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_openings_verified_amount" ON "fin_purchase_openings" USING btree ("verified_amount","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_openings_remark" ON "fin_purchase_openings" USING btree ("remark","id","status");--> statement-breakpoint
CREATE INDEX "fin_purchase_openings_number_trgm" ON "fin_purchase_openings" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fin_purchase_writeoffs_opening_id" ON "fin_purchase_writeoffs" USING btree ("opening_id","id","status");