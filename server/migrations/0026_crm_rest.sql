CREATE TABLE "crm_sale_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"name" text,
	"mnemonic" text,
	"doc_type" text,
	"product_id" integer,
	"product_type_id" integer,
	"doc_version" text,
	"language" text,
	"valid_from" text,
	"valid_until" text,
	"summary" text,
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
CREATE INDEX "crm_sale_documents_status" ON "crm_sale_documents" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "crm_sale_documents_number" ON "crm_sale_documents" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "crm_sale_documents_name" ON "crm_sale_documents" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "crm_sale_documents_doc_type" ON "crm_sale_documents" USING btree ("doc_type","id","status");--> statement-breakpoint
CREATE INDEX "crm_sale_documents_product_id" ON "crm_sale_documents" USING btree ("product_id","id","status");--> statement-breakpoint
CREATE INDEX "crm_sale_documents_product_type_id" ON "crm_sale_documents" USING btree ("product_type_id","id","status");--> statement-breakpoint
CREATE INDEX "crm_sale_documents_doc_version" ON "crm_sale_documents" USING btree ("doc_version","id","status");--> statement-breakpoint
CREATE INDEX "crm_sale_documents_language" ON "crm_sale_documents" USING btree ("language","id","status");--> statement-breakpoint
CREATE INDEX "crm_sale_documents_valid_until" ON "crm_sale_documents" USING btree ("valid_until","id","status");--> statement-breakpoint
CREATE INDEX "crm_sale_documents_number_trgm" ON "crm_sale_documents" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_sale_documents_name_trgm" ON "crm_sale_documents" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_sale_documents_mnemonic_trgm" ON "crm_sale_documents" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_sale_documents_mnemonic_missing" ON "crm_sale_documents" USING btree ("id") WHERE "crm_sale_documents"."mnemonic" is null;