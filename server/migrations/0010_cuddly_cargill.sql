CREATE TABLE "inv_dull_schemes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"no_move_days" integer,
	"min_age_days" integer,
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
CREATE INDEX "inv_dull_schemes_status" ON "inv_dull_schemes" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "inv_dull_schemes_name_ci" ON "inv_dull_schemes" USING btree (lower("name"));