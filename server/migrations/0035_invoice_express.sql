ALTER TABLE "fin_settings" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "fin_settings" ADD COLUMN "sender_contact" text;--> statement-breakpoint
ALTER TABLE "fin_settings" ADD COLUMN "sender_phone" text;--> statement-breakpoint
ALTER TABLE "fin_settings" ADD COLUMN "sender_address" text;--> statement-breakpoint
ALTER TABLE "fin_sales_invoices" ADD COLUMN "express_id" integer;--> statement-breakpoint
ALTER TABLE "fin_sales_invoices" ADD COLUMN "waybill_no" text;--> statement-breakpoint
ALTER TABLE "fin_sales_invoices" ADD COLUMN "receiver" text;--> statement-breakpoint
ALTER TABLE "fin_sales_invoices" ADD COLUMN "receiver_phone" text;--> statement-breakpoint
ALTER TABLE "fin_sales_invoices" ADD COLUMN "receiver_address" text;--> statement-breakpoint
CREATE INDEX "fin_settings_sender_name" ON "fin_settings" USING btree ("sender_name","id","status");--> statement-breakpoint
CREATE INDEX "fin_sales_invoices_express_id" ON "fin_sales_invoices" USING btree ("express_id","id","status");