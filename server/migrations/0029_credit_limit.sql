ALTER TABLE "md_customers" ADD COLUMN "credit_limit" bigint;--> statement-breakpoint
ALTER TABLE "sal_deliveries" ADD COLUMN "credit_state" text;--> statement-breakpoint
ALTER TABLE "sal_orders" ADD COLUMN "credit_state" text;