ALTER TABLE "md_materiels" ALTER COLUMN "shelf_life_days" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "md_products" ALTER COLUMN "shelf_life_days" SET DATA TYPE integer;