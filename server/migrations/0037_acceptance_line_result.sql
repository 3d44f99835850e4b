ALTER TABLE "inv_material_acceptances_items" ADD COLUMN "result" text;--> statement-breakpoint
-- Each line of an acceptance already judged takes the document's verdict (the result was per document).
UPDATE "inv_material_acceptances_items" i SET "result" = CASE d."status"
    WHEN 'ACCEPTANCE_QUALIFIED' THEN 'QUALIFIED'
    WHEN 'ACCEPTANCE_CONCESSIOND' THEN 'CONCESSION'
    WHEN 'ACCEPTANCE_UNQUALIFIED' THEN 'UNQUALIFIED'
  END
  FROM "inv_material_acceptances" d
  WHERE d."id" = i."doc_id" AND d."status" IN ('ACCEPTANCE_QUALIFIED', 'ACCEPTANCE_CONCESSIOND', 'ACCEPTANCE_UNQUALIFIED');
