ALTER TABLE "inv_material_acceptances_items" ADD COLUMN "closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inv_material_requisitions_items" ADD COLUMN "closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inv_material_stocktakings_items" ADD COLUMN "closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inv_material_transfers_items" ADD COLUMN "closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inv_material_ins_items" ADD COLUMN "closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inv_material_ins_items" ADD COLUMN "acceptance_line_id" integer;--> statement-breakpoint
ALTER TABLE "inv_material_outs_items" ADD COLUMN "closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "md_materiels" ADD COLUMN "over_allowance" bigint;--> statement-breakpoint
ALTER TABLE "md_products" ADD COLUMN "over_allowance" bigint;--> statement-breakpoint
CREATE INDEX "inv_material_ins_items_acceptance_line_id" ON "inv_material_ins_items" USING btree ("acceptance_line_id");--> statement-breakpoint
-- Warehouse-ins received from an acceptance before lines named their acceptance line: the line of
-- the same material and batch, as the posting matched it then.
UPDATE "inv_material_ins_items" i SET "acceptance_line_id" = (
  SELECT a.id FROM "inv_material_acceptances_items" a JOIN "inv_material_ins" d ON d.id = i.doc_id
  WHERE a.doc_id = d.acceptance_id AND a.materiel_id = i.materiel_id AND a.batch_no = i.batch_no
  ORDER BY a.line_no LIMIT 1
) WHERE i."acceptance_line_id" IS NULL
  AND EXISTS (SELECT 1 FROM "inv_material_ins" d WHERE d.id = i.doc_id AND d.acceptance_id IS NOT NULL);
