CREATE TABLE "fin_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"aging_days1" integer,
	"aging_days2" integer,
	"aging_days3" integer,
	"aging_days4" integer,
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
CREATE INDEX "fin_settings_status" ON "fin_settings" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "fin_settings_aging_days1" ON "fin_settings" USING btree ("aging_days1","id","status");--> statement-breakpoint
CREATE INDEX "fin_settings_aging_days2" ON "fin_settings" USING btree ("aging_days2","id","status");--> statement-breakpoint
CREATE INDEX "fin_settings_aging_days3" ON "fin_settings" USING btree ("aging_days3","id","status");--> statement-breakpoint
CREATE INDEX "fin_settings_aging_days4" ON "fin_settings" USING btree ("aging_days4","id","status");--> statement-breakpoint
CREATE INDEX "fin_settings_remark" ON "fin_settings" USING btree ("remark","id","status");