CREATE TABLE "inv_material_safety_stocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"materiel_id" integer,
	"warehouse_id" integer,
	"lower_limit" bigint,
	"warn_limit" bigint,
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
CREATE INDEX "inv_material_safety_stocks_status" ON "inv_material_safety_stocks" USING btree ("status");--> statement-breakpoint
CREATE INDEX "inv_material_safety_stocks_materiel_id" ON "inv_material_safety_stocks" USING btree ("materiel_id");--> statement-breakpoint
CREATE INDEX "inv_material_safety_stocks_warehouse_id" ON "inv_material_safety_stocks" USING btree ("warehouse_id");