ALTER TABLE "inv_product_outs" ADD COLUMN "express_id" integer;--> statement-breakpoint
ALTER TABLE "inv_product_outs" ADD COLUMN "waybill_no" text;--> statement-breakpoint
ALTER TABLE "inv_product_outs" ADD COLUMN "receiver_phone" text;--> statement-breakpoint
ALTER TABLE "inv_product_outs" ADD COLUMN "receiver_address" text;--> statement-breakpoint
ALTER TABLE "inv_product_outs" ADD COLUMN "pieces" integer;--> statement-breakpoint
ALTER TABLE "md_expresses" ADD COLUMN "waybill_layout" text;--> statement-breakpoint
CREATE INDEX "inv_product_outs_express_id" ON "inv_product_outs" USING btree ("express_id","id","status");--> statement-breakpoint
CREATE INDEX "md_expresses_waybill_layout" ON "md_expresses" USING btree ("waybill_layout","id","status");