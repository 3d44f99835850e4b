ALTER TABLE "md_test_items" DROP COLUMN "method";--> statement-breakpoint
ALTER TABLE "md_test_items" DROP COLUMN "standard";