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
DROP INDEX "inv_material_requisitions_department";--> statement-breakpoint
DROP INDEX "inv_material_requisitions_applicant";--> statement-breakpoint
DROP INDEX "inv_material_requisitions_department_trgm";--> statement-breakpoint
DROP INDEX "inv_material_requisitions_applicant_trgm";--> statement-breakpoint
DROP INDEX "inv_product_requisitions_department";--> statement-breakpoint
DROP INDEX "inv_product_requisitions_applicant";--> statement-breakpoint
DROP INDEX "inv_product_requisitions_department_trgm";--> statement-breakpoint
DROP INDEX "inv_product_requisitions_applicant_trgm";--> statement-breakpoint
DROP INDEX "inv_trusted_requisitions_department";--> statement-breakpoint
DROP INDEX "inv_trusted_requisitions_applicant";--> statement-breakpoint
DROP INDEX "inv_trusted_requisitions_department_trgm";--> statement-breakpoint
DROP INDEX "inv_trusted_requisitions_applicant_trgm";--> statement-breakpoint
ALTER TABLE "inv_material_requisitions" ADD COLUMN "department_id" integer;--> statement-breakpoint
ALTER TABLE "inv_material_requisitions" ADD COLUMN "applicant_id" integer;--> statement-breakpoint
ALTER TABLE "inv_product_requisitions" ADD COLUMN "department_id" integer;--> statement-breakpoint
ALTER TABLE "inv_product_requisitions" ADD COLUMN "applicant_id" integer;--> statement-breakpoint
ALTER TABLE "inv_trusted_requisitions" ADD COLUMN "department_id" integer;--> statement-breakpoint
ALTER TABLE "inv_trusted_requisitions" ADD COLUMN "applicant_id" integer;--> statement-breakpoint
CREATE INDEX "crm_sale_documents_status" ON "crm_sale_documents" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "crm_sale_documents_number" ON "crm_sale_documents" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "crm_sale_documents_name" ON "crm_sale_documents" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "crm_sale_documents_doc_type" ON "crm_sale_documents" USING btree ("doc_type","id","status");--> statement-breakpoint
CREATE INDEX "crm_sale_documents_product_id" ON "crm_sale_documents" USING btree ("product_id","id","status");--> statement-breakpoint
CREATE INDEX "crm_sale_documents_product_type_id" ON "crm_sale_documents" USING btree ("product_type_id","id","status");--> statement-breakpoint
CREATE INDEX "crm_sale_documents_doc_version" ON "crm_sale_documents" USING btree ("doc_version","id","status");--> statement-breakpoint
CREATE INDEX "crm_sale_documents_valid_until" ON "crm_sale_documents" USING btree ("valid_until","id","status");--> statement-breakpoint
CREATE INDEX "crm_sale_documents_number_trgm" ON "crm_sale_documents" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_sale_documents_name_trgm" ON "crm_sale_documents" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_sale_documents_mnemonic_trgm" ON "crm_sale_documents" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_sale_documents_mnemonic_missing" ON "crm_sale_documents" USING btree ("id") WHERE "crm_sale_documents"."mnemonic" is null;--> statement-breakpoint
CREATE INDEX "inv_material_requisitions_department_id" ON "inv_material_requisitions" USING btree ("department_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_requisitions_applicant_id" ON "inv_material_requisitions" USING btree ("applicant_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_requisitions_department_id" ON "inv_product_requisitions" USING btree ("department_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_requisitions_applicant_id" ON "inv_product_requisitions" USING btree ("applicant_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_trusted_requisitions_department_id" ON "inv_trusted_requisitions" USING btree ("department_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_trusted_requisitions_applicant_id" ON "inv_trusted_requisitions" USING btree ("applicant_id","id","status");--> statement-breakpoint
-- Departments as a reference target (ref('department', …), domain masterdata/staff.doc.ts): read-only,
-- in the shape the document engine reads; `path` names the ancestors so two 一车间 tell apart.
CREATE VIEW "v_departments" AS WITH RECURSIVE tree AS (
    SELECT d.id, ''::text AS path FROM departments d
      WHERE d.parent_id IS NULL OR d.parent_id NOT IN (SELECT id FROM departments)
    UNION ALL
    SELECT d.id, CASE WHEN t.path = '' THEN p.name ELSE t.path || ' / ' || p.name END
      FROM departments d JOIN tree t ON d.parent_id = t.id JOIN departments p ON p.id = t.id
  )
  SELECT d.id, d.name AS department_name, nullif(t.path, '') AS path, 'EBL'::text AS status, 1 AS version,
    d.create_by, d.create_at, d.modify_by, d.modify_at, NULL::text AS auditor, NULL::timestamptz AS audit_date
  FROM departments d JOIN tree t ON t.id = d.id;--> statement-breakpoint
-- A staff picker waits for a department (issue 12's dependent pickers): the view gains the id, last.
CREATE OR REPLACE VIEW "v_staff" AS SELECT u.id, u.user_name, u.real_name, d.name AS department_name,
  CASE WHEN u.active THEN 'EBL' ELSE 'DISCARDED' END AS status, u.version, u.create_by, u.create_at,
  u.modify_by, u.modify_at, NULL::text AS auditor, NULL::timestamptz AS audit_date, u.department_id
  FROM users u LEFT JOIN departments d ON d.id = u.department_id;--> statement-breakpoint
-- inv_material_requisitions: the typed 领用部门 / 领料人 become ids where exactly one department (and one of its staff)
-- bears the name; what matches nothing is kept in 备注 rather than lost.
UPDATE "inv_material_requisitions" r SET "department_id" = (SELECT min(d.id) FROM departments d
  WHERE d.name = btrim(r.department) HAVING count(*) = 1);--> statement-breakpoint
UPDATE "inv_material_requisitions" r SET "applicant_id" = (SELECT min(u.id) FROM users u
  WHERE u.real_name = btrim(r.applicant) AND u.department_id = r.department_id HAVING count(*) = 1)
  WHERE r.department_id IS NOT NULL;--> statement-breakpoint
UPDATE "inv_material_requisitions" r SET "remark" = nullif(concat_ws('；', nullif(r.remark, ''),
    CASE WHEN r.department_id IS NULL AND nullif(btrim(r.department), '') IS NOT NULL THEN '原领用部门：' || btrim(r.department) END,
    CASE WHEN r.applicant_id IS NULL AND nullif(btrim(r.applicant), '') IS NOT NULL THEN '原领料人：' || btrim(r.applicant) END), '')
  WHERE r.department_id IS NULL OR r.applicant_id IS NULL;--> statement-breakpoint
-- inv_product_requisitions: the typed 领用部门 / 领料人 become ids where exactly one department (and one of its staff)
-- bears the name; what matches nothing is kept in 备注 rather than lost.
UPDATE "inv_product_requisitions" r SET "department_id" = (SELECT min(d.id) FROM departments d
  WHERE d.name = btrim(r.department) HAVING count(*) = 1);--> statement-breakpoint
UPDATE "inv_product_requisitions" r SET "applicant_id" = (SELECT min(u.id) FROM users u
  WHERE u.real_name = btrim(r.applicant) AND u.department_id = r.department_id HAVING count(*) = 1)
  WHERE r.department_id IS NOT NULL;--> statement-breakpoint
UPDATE "inv_product_requisitions" r SET "remark" = nullif(concat_ws('；', nullif(r.remark, ''),
    CASE WHEN r.department_id IS NULL AND nullif(btrim(r.department), '') IS NOT NULL THEN '原领用部门：' || btrim(r.department) END,
    CASE WHEN r.applicant_id IS NULL AND nullif(btrim(r.applicant), '') IS NOT NULL THEN '原领料人：' || btrim(r.applicant) END), '')
  WHERE r.department_id IS NULL OR r.applicant_id IS NULL;--> statement-breakpoint
-- inv_trusted_requisitions: the typed 领用部门 / 领料人 become ids where exactly one department (and one of its staff)
-- bears the name; what matches nothing is kept in 备注 rather than lost.
UPDATE "inv_trusted_requisitions" r SET "department_id" = (SELECT min(d.id) FROM departments d
  WHERE d.name = btrim(r.department) HAVING count(*) = 1);--> statement-breakpoint
UPDATE "inv_trusted_requisitions" r SET "applicant_id" = (SELECT min(u.id) FROM users u
  WHERE u.real_name = btrim(r.applicant) AND u.department_id = r.department_id HAVING count(*) = 1)
  WHERE r.department_id IS NOT NULL;--> statement-breakpoint
UPDATE "inv_trusted_requisitions" r SET "remark" = nullif(concat_ws('；', nullif(r.remark, ''),
    CASE WHEN r.department_id IS NULL AND nullif(btrim(r.department), '') IS NOT NULL THEN '原领用部门：' || btrim(r.department) END,
    CASE WHEN r.applicant_id IS NULL AND nullif(btrim(r.applicant), '') IS NOT NULL THEN '原领料人：' || btrim(r.applicant) END), '')
  WHERE r.department_id IS NULL OR r.applicant_id IS NULL;--> statement-breakpoint
ALTER TABLE "inv_material_requisitions" DROP COLUMN "department";--> statement-breakpoint
ALTER TABLE "inv_material_requisitions" DROP COLUMN "applicant";--> statement-breakpoint
ALTER TABLE "inv_product_requisitions" DROP COLUMN "department";--> statement-breakpoint
ALTER TABLE "inv_product_requisitions" DROP COLUMN "applicant";--> statement-breakpoint
ALTER TABLE "inv_trusted_requisitions" DROP COLUMN "department";--> statement-breakpoint
ALTER TABLE "inv_trusted_requisitions" DROP COLUMN "applicant";
