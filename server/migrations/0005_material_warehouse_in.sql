CREATE TABLE "inv_material_ins_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"materiel_id" integer,
	"batch_no" text,
	"allocation_id" integer,
	"qty" bigint,
	"price" bigint,
	"amount" bigint,
	"production_date" text,
	"expiry_date" text,
	"supplier_batch" text
);
--> statement-breakpoint
CREATE TABLE "inv_material_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"in_date" text,
	"warehouse_id" integer,
	"supplier_id" integer,
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
ALTER TABLE "inv_material_ins_items" ADD CONSTRAINT "inv_material_ins_items_doc_id_inv_material_ins_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."inv_material_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inv_material_ins_items_doc" ON "inv_material_ins_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "inv_material_ins_status" ON "inv_material_ins" USING btree ("status");--> statement-breakpoint
CREATE INDEX "inv_material_ins_number" ON "inv_material_ins" USING btree ("number");--> statement-breakpoint
CREATE INDEX "inv_material_ins_in_date" ON "inv_material_ins" USING btree ("in_date");--> statement-breakpoint
CREATE INDEX "inv_material_ins_warehouse_id" ON "inv_material_ins" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "inv_material_ins_supplier_id" ON "inv_material_ins" USING btree ("supplier_id");