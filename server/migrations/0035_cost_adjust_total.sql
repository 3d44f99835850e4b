ALTER TABLE "inv_material_cost_adjusts" ADD COLUMN "total_amount" bigint;--> statement-breakpoint
ALTER TABLE "inv_product_cost_adjusts" ADD COLUMN "total_amount" bigint;--> statement-breakpoint
CREATE INDEX "inv_material_cost_adjusts_total_amount" ON "inv_material_cost_adjusts" USING btree ("total_amount","id","status");--> statement-breakpoint
CREATE INDEX "inv_product_cost_adjusts_total_amount" ON "inv_product_cost_adjusts" USING btree ("total_amount","id","status");