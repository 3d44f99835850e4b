ALTER TABLE "md_customers" ADD COLUMN "currency_id" integer;--> statement-breakpoint
CREATE INDEX "md_customers_currency_id" ON "md_customers" USING btree ("currency_id","id","status");--> statement-breakpoint
-- Existing customers (and suppliers kept without one) settle in 人民币, as a new one does by default.
UPDATE "md_customers" SET "currency_id" = (SELECT "id" FROM "md_currencies" WHERE "code" = 'CNY' ORDER BY "id" LIMIT 1) WHERE "currency_id" IS NULL;--> statement-breakpoint
UPDATE "md_suppliers" SET "currency_id" = (SELECT "id" FROM "md_currencies" WHERE "code" = 'CNY' ORDER BY "id" LIMIT 1) WHERE "currency_id" IS NULL;
