CREATE TABLE "prd_recipe_alternates_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"recipe_id" integer
);
--> statement-breakpoint
CREATE TABLE "prd_recipe_alternates" (
	"id" serial PRIMARY KEY NOT NULL,
	"materiel_id" integer,
	"alternate_id" integer,
	"ratio" bigint,
	"scope" text,
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
CREATE TABLE "prd_recipes_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"materiel_id" integer,
	"halfstuff_id" integer,
	"parts" bigint,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "prd_recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text,
	"version_no" integer,
	"scale" text,
	"purpose" text,
	"recipe_type" text,
	"product_id" integer,
	"effective_date" text,
	"batch_size" bigint,
	"basis" text,
	"process_notes" text,
	"previous_id" integer,
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
ALTER TABLE "prd_recipe_alternates_items" ADD CONSTRAINT "prd_recipe_alternates_items_doc_id_prd_recipe_alternates_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."prd_recipe_alternates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prd_recipes_items" ADD CONSTRAINT "prd_recipes_items_doc_id_prd_recipes_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."prd_recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prd_recipe_alternates_items_doc" ON "prd_recipe_alternates_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "prd_recipe_alternates_status" ON "prd_recipe_alternates" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "prd_recipe_alternates_materiel_id" ON "prd_recipe_alternates" USING btree ("materiel_id","id","status");--> statement-breakpoint
CREATE INDEX "prd_recipe_alternates_alternate_id" ON "prd_recipe_alternates" USING btree ("alternate_id","id","status");--> statement-breakpoint
CREATE INDEX "prd_recipe_alternates_ratio" ON "prd_recipe_alternates" USING btree ("ratio","id","status");--> statement-breakpoint
CREATE INDEX "prd_recipe_alternates_scope" ON "prd_recipe_alternates" USING btree ("scope","id","status");--> statement-breakpoint
CREATE INDEX "prd_recipe_alternates_remark" ON "prd_recipe_alternates" USING btree ("remark","id","status");--> statement-breakpoint
CREATE INDEX "prd_recipes_items_doc" ON "prd_recipes_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "prd_recipes_status" ON "prd_recipes" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "prd_recipes_code" ON "prd_recipes" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "prd_recipes_name" ON "prd_recipes" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "prd_recipes_version_no" ON "prd_recipes" USING btree ("version_no","id","status");--> statement-breakpoint
CREATE INDEX "prd_recipes_scale" ON "prd_recipes" USING btree ("scale","id","status");--> statement-breakpoint
CREATE INDEX "prd_recipes_purpose" ON "prd_recipes" USING btree ("purpose","id","status");--> statement-breakpoint
CREATE INDEX "prd_recipes_recipe_type" ON "prd_recipes" USING btree ("recipe_type","id","status");--> statement-breakpoint
CREATE INDEX "prd_recipes_product_id" ON "prd_recipes" USING btree ("product_id","id","status");--> statement-breakpoint
CREATE INDEX "prd_recipes_effective_date" ON "prd_recipes" USING btree ("effective_date","id","status");--> statement-breakpoint
CREATE INDEX "prd_recipes_batch_size" ON "prd_recipes" USING btree ("batch_size","id","status");--> statement-breakpoint
CREATE INDEX "prd_recipes_basis" ON "prd_recipes" USING btree ("basis","id","status");--> statement-breakpoint
CREATE INDEX "prd_recipes_previous_id" ON "prd_recipes" USING btree ("previous_id","id","status");--> statement-breakpoint
CREATE INDEX "prd_recipes_code_trgm" ON "prd_recipes" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prd_recipes_name_trgm" ON "prd_recipes" USING gin ("name" gin_trgm_ops);