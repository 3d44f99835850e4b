DROP INDEX "inv_dull_schemes_status";--> statement-breakpoint
DROP INDEX "inv_material_acceptances_status";--> statement-breakpoint
DROP INDEX "inv_material_acceptances_number";--> statement-breakpoint
DROP INDEX "inv_material_acceptances_accept_date";--> statement-breakpoint
DROP INDEX "inv_material_acceptances_supplier_id";--> statement-breakpoint
DROP INDEX "inv_material_acceptances_warehouse_id";--> statement-breakpoint
DROP INDEX "inv_material_acceptances_purchase_order_no";--> statement-breakpoint
DROP INDEX "inv_material_requisitions_status";--> statement-breakpoint
DROP INDEX "inv_material_requisitions_number";--> statement-breakpoint
DROP INDEX "inv_material_requisitions_apply_date";--> statement-breakpoint
DROP INDEX "inv_material_requisitions_warehouse_id";--> statement-breakpoint
DROP INDEX "inv_material_requisitions_department";--> statement-breakpoint
DROP INDEX "inv_material_requisitions_applicant";--> statement-breakpoint
DROP INDEX "inv_material_safety_stocks_status";--> statement-breakpoint
DROP INDEX "inv_material_safety_stocks_materiel_id";--> statement-breakpoint
DROP INDEX "inv_material_safety_stocks_warehouse_id";--> statement-breakpoint
DROP INDEX "inv_material_stocktakings_status";--> statement-breakpoint
DROP INDEX "inv_material_stocktakings_number";--> statement-breakpoint
DROP INDEX "inv_material_stocktakings_take_date";--> statement-breakpoint
DROP INDEX "inv_material_stocktakings_warehouse_id";--> statement-breakpoint
DROP INDEX "inv_material_transfers_status";--> statement-breakpoint
DROP INDEX "inv_material_transfers_number";--> statement-breakpoint
DROP INDEX "inv_material_transfers_transfer_date";--> statement-breakpoint
DROP INDEX "inv_material_transfers_from_warehouse_id";--> statement-breakpoint
DROP INDEX "inv_material_transfers_to_warehouse_id";--> statement-breakpoint
DROP INDEX "inv_material_ins_status";--> statement-breakpoint
DROP INDEX "inv_material_ins_number";--> statement-breakpoint
DROP INDEX "inv_material_ins_in_date";--> statement-breakpoint
DROP INDEX "inv_material_ins_warehouse_id";--> statement-breakpoint
DROP INDEX "inv_material_ins_supplier_id";--> statement-breakpoint
DROP INDEX "inv_material_ins_acceptance_id";--> statement-breakpoint
DROP INDEX "inv_material_outs_status";--> statement-breakpoint
DROP INDEX "inv_material_outs_number";--> statement-breakpoint
DROP INDEX "inv_material_outs_out_date";--> statement-breakpoint
DROP INDEX "inv_material_outs_warehouse_id";--> statement-breakpoint
DROP INDEX "inv_material_outs_out_type";--> statement-breakpoint
DROP INDEX "inv_material_outs_supplier_id";--> statement-breakpoint
DROP INDEX "md_allocations_status";--> statement-breakpoint
DROP INDEX "md_allocations_warehouse_id";--> statement-breakpoint
DROP INDEX "md_allocations_name";--> statement-breakpoint
DROP INDEX "md_beltlines_status";--> statement-breakpoint
DROP INDEX "md_beltlines_name";--> statement-breakpoint
DROP INDEX "md_beltlines_workshop";--> statement-breakpoint
DROP INDEX "md_channels_status";--> statement-breakpoint
DROP INDEX "md_channels_name";--> statement-breakpoint
DROP INDEX "md_chargings_status";--> statement-breakpoint
DROP INDEX "md_chargings_name";--> statement-breakpoint
DROP INDEX "md_currencies_status";--> statement-breakpoint
DROP INDEX "md_currencies_name";--> statement-breakpoint
DROP INDEX "md_exchange_tax_rates_status";--> statement-breakpoint
DROP INDEX "md_exchange_tax_rates_currency_id";--> statement-breakpoint
DROP INDEX "md_exchange_tax_rates_month";--> statement-breakpoint
DROP INDEX "md_expresses_status";--> statement-breakpoint
DROP INDEX "md_expresses_name";--> statement-breakpoint
DROP INDEX "md_locations_status";--> statement-breakpoint
DROP INDEX "md_locations_name";--> statement-breakpoint
DROP INDEX "md_locations_parent_id";--> statement-breakpoint
DROP INDEX "md_materiels_status";--> statement-breakpoint
DROP INDEX "md_materiels_name";--> statement-breakpoint
DROP INDEX "md_materiels_materiel_type_id";--> statement-breakpoint
DROP INDEX "md_materiels_unit_id";--> statement-breakpoint
DROP INDEX "md_materiels_supplier_id";--> statement-breakpoint
DROP INDEX "md_materiel_types_status";--> statement-breakpoint
DROP INDEX "md_materiel_types_name";--> statement-breakpoint
DROP INDEX "md_package_specs_status";--> statement-breakpoint
DROP INDEX "md_package_specs_name";--> statement-breakpoint
DROP INDEX "md_package_specs_package_type";--> statement-breakpoint
DROP INDEX "md_package_specs_unit_id";--> statement-breakpoint
DROP INDEX "md_procedures_status";--> statement-breakpoint
DROP INDEX "md_procedures_name";--> statement-breakpoint
DROP INDEX "md_product_relates_status";--> statement-breakpoint
DROP INDEX "md_product_relates_product_id";--> statement-breakpoint
DROP INDEX "md_product_relates_relate_name";--> statement-breakpoint
DROP INDEX "md_product_relates_customer_name";--> statement-breakpoint
DROP INDEX "md_products_status";--> statement-breakpoint
DROP INDEX "md_products_name";--> statement-breakpoint
DROP INDEX "md_products_product_type_id";--> statement-breakpoint
DROP INDEX "md_products_level";--> statement-breakpoint
DROP INDEX "md_products_unit_id";--> statement-breakpoint
DROP INDEX "md_products_package_spec_id";--> statement-breakpoint
DROP INDEX "md_product_types_status";--> statement-breakpoint
DROP INDEX "md_product_types_name";--> statement-breakpoint
DROP INDEX "md_suppliers_status";--> statement-breakpoint
DROP INDEX "md_suppliers_contact";--> statement-breakpoint
DROP INDEX "md_suppliers_location_id";--> statement-breakpoint
DROP INDEX "md_suppliers_currency_id";--> statement-breakpoint
DROP INDEX "md_technologies_status";--> statement-breakpoint
DROP INDEX "md_technologies_name";--> statement-breakpoint
DROP INDEX "md_test_items_status";--> statement-breakpoint
DROP INDEX "md_test_items_name";--> statement-breakpoint
DROP INDEX "md_test_organs_status";--> statement-breakpoint
DROP INDEX "md_test_organs_name";--> statement-breakpoint
DROP INDEX "md_units_status";--> statement-breakpoint
DROP INDEX "md_units_name";--> statement-breakpoint
DROP INDEX "md_units_dimension";--> statement-breakpoint
DROP INDEX "md_warehouses_status";--> statement-breakpoint
DROP INDEX "md_warehouses_name";--> statement-breakpoint
DROP INDEX "md_warehouses_kind";--> statement-breakpoint
ALTER TABLE "inv_dull_schemes" ADD COLUMN "mnemonic" text;--> statement-breakpoint
ALTER TABLE "md_allocations" ADD COLUMN "mnemonic" text;--> statement-breakpoint
ALTER TABLE "md_beltlines" ADD COLUMN "mnemonic" text;--> statement-breakpoint
ALTER TABLE "md_channels" ADD COLUMN "mnemonic" text;--> statement-breakpoint
ALTER TABLE "md_chargings" ADD COLUMN "mnemonic" text;--> statement-breakpoint
ALTER TABLE "md_currencies" ADD COLUMN "mnemonic" text;--> statement-breakpoint
ALTER TABLE "md_expresses" ADD COLUMN "mnemonic" text;--> statement-breakpoint
ALTER TABLE "md_locations" ADD COLUMN "mnemonic" text;--> statement-breakpoint
ALTER TABLE "md_materiels" ADD COLUMN "mnemonic" text;--> statement-breakpoint
ALTER TABLE "md_materiel_types" ADD COLUMN "mnemonic" text;--> statement-breakpoint
ALTER TABLE "md_package_specs" ADD COLUMN "mnemonic" text;--> statement-breakpoint
ALTER TABLE "md_procedures" ADD COLUMN "mnemonic" text;--> statement-breakpoint
ALTER TABLE "md_products" ADD COLUMN "mnemonic" text;--> statement-breakpoint
ALTER TABLE "md_product_types" ADD COLUMN "mnemonic" text;--> statement-breakpoint
ALTER TABLE "md_suppliers" ADD COLUMN "mnemonic" text;--> statement-breakpoint
ALTER TABLE "md_technologies" ADD COLUMN "mnemonic" text;--> statement-breakpoint
ALTER TABLE "md_test_items" ADD COLUMN "mnemonic" text;--> statement-breakpoint
ALTER TABLE "md_test_organs" ADD COLUMN "mnemonic" text;--> statement-breakpoint
ALTER TABLE "md_units" ADD COLUMN "mnemonic" text;--> statement-breakpoint
ALTER TABLE "md_warehouses" ADD COLUMN "mnemonic" text;--> statement-breakpoint
CREATE INDEX "inv_dull_schemes_name" ON "inv_dull_schemes" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "inv_dull_schemes_no_move_days" ON "inv_dull_schemes" USING btree ("no_move_days","id","status");--> statement-breakpoint
CREATE INDEX "inv_dull_schemes_min_age_days" ON "inv_dull_schemes" USING btree ("min_age_days","id","status");--> statement-breakpoint
CREATE INDEX "inv_dull_schemes_remark" ON "inv_dull_schemes" USING btree ("remark","id","status");--> statement-breakpoint
CREATE INDEX "inv_dull_schemes_name_trgm" ON "inv_dull_schemes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_dull_schemes_mnemonic_trgm" ON "inv_dull_schemes" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_dull_schemes_mnemonic_missing" ON "inv_dull_schemes" USING btree ("id") WHERE "inv_dull_schemes"."mnemonic" is null;--> statement-breakpoint
CREATE INDEX "inv_material_acceptances_inspector" ON "inv_material_acceptances" USING btree ("inspector","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_acceptances_number_trgm" ON "inv_material_acceptances" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_material_acceptances_purchase_order_no_trgm" ON "inv_material_acceptances" USING gin ("purchase_order_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_material_requisitions_usage" ON "inv_material_requisitions" USING btree ("usage","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_requisitions_accounting_auditor" ON "inv_material_requisitions" USING btree ("accounting_auditor","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_requisitions_number_trgm" ON "inv_material_requisitions" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_material_requisitions_department_trgm" ON "inv_material_requisitions" USING gin ("department" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_material_requisitions_applicant_trgm" ON "inv_material_requisitions" USING gin ("applicant" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_material_safety_stocks_lower_limit" ON "inv_material_safety_stocks" USING btree ("lower_limit","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_safety_stocks_warn_limit" ON "inv_material_safety_stocks" USING btree ("warn_limit","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_safety_stocks_upper_limit" ON "inv_material_safety_stocks" USING btree ("upper_limit","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_stocktakings_counter" ON "inv_material_stocktakings" USING btree ("counter","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_stocktakings_number_trgm" ON "inv_material_stocktakings" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_material_transfers_number_trgm" ON "inv_material_transfers" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_material_ins_red_flush_date" ON "inv_material_ins" USING btree ("red_flush_date","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_ins_number_trgm" ON "inv_material_ins" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_material_outs_receiver" ON "inv_material_outs" USING btree ("receiver","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_outs_number_trgm" ON "inv_material_outs" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_allocations_code" ON "md_allocations" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "md_allocations_remark" ON "md_allocations" USING btree ("remark","id","status");--> statement-breakpoint
CREATE INDEX "md_allocations_code_trgm" ON "md_allocations" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_allocations_name_trgm" ON "md_allocations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_allocations_mnemonic_trgm" ON "md_allocations" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_allocations_mnemonic_missing" ON "md_allocations" USING btree ("id") WHERE "md_allocations"."mnemonic" is null;--> statement-breakpoint
CREATE INDEX "md_beltlines_code" ON "md_beltlines" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "md_beltlines_daily_capacity" ON "md_beltlines" USING btree ("daily_capacity","id","status");--> statement-breakpoint
CREATE INDEX "md_beltlines_remark" ON "md_beltlines" USING btree ("remark","id","status");--> statement-breakpoint
CREATE INDEX "md_beltlines_code_trgm" ON "md_beltlines" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_beltlines_name_trgm" ON "md_beltlines" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_beltlines_mnemonic_trgm" ON "md_beltlines" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_beltlines_workshop_trgm" ON "md_beltlines" USING gin ("workshop" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_beltlines_mnemonic_missing" ON "md_beltlines" USING btree ("id") WHERE "md_beltlines"."mnemonic" is null;--> statement-breakpoint
CREATE INDEX "md_channels_code" ON "md_channels" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "md_channels_remark" ON "md_channels" USING btree ("remark","id","status");--> statement-breakpoint
CREATE INDEX "md_channels_code_trgm" ON "md_channels" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_channels_name_trgm" ON "md_channels" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_channels_mnemonic_trgm" ON "md_channels" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_channels_mnemonic_missing" ON "md_channels" USING btree ("id") WHERE "md_channels"."mnemonic" is null;--> statement-breakpoint
CREATE INDEX "md_chargings_code" ON "md_chargings" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "md_chargings_sort" ON "md_chargings" USING btree ("sort","id","status");--> statement-breakpoint
CREATE INDEX "md_chargings_remark" ON "md_chargings" USING btree ("remark","id","status");--> statement-breakpoint
CREATE INDEX "md_chargings_code_trgm" ON "md_chargings" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_chargings_name_trgm" ON "md_chargings" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_chargings_mnemonic_trgm" ON "md_chargings" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_chargings_mnemonic_missing" ON "md_chargings" USING btree ("id") WHERE "md_chargings"."mnemonic" is null;--> statement-breakpoint
CREATE INDEX "md_currencies_code" ON "md_currencies" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "md_currencies_symbol" ON "md_currencies" USING btree ("symbol","id","status");--> statement-breakpoint
CREATE INDEX "md_currencies_code_trgm" ON "md_currencies" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_currencies_name_trgm" ON "md_currencies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_currencies_mnemonic_trgm" ON "md_currencies" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_currencies_mnemonic_missing" ON "md_currencies" USING btree ("id") WHERE "md_currencies"."mnemonic" is null;--> statement-breakpoint
CREATE INDEX "md_exchange_tax_rates_exchange_rate" ON "md_exchange_tax_rates" USING btree ("exchange_rate","id","status");--> statement-breakpoint
CREATE INDEX "md_exchange_tax_rates_tax_rate" ON "md_exchange_tax_rates" USING btree ("tax_rate","id","status");--> statement-breakpoint
CREATE INDEX "md_exchange_tax_rates_remark" ON "md_exchange_tax_rates" USING btree ("remark","id","status");--> statement-breakpoint
CREATE INDEX "md_exchange_tax_rates_month_trgm" ON "md_exchange_tax_rates" USING gin ("month" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_expresses_code" ON "md_expresses" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "md_expresses_contact" ON "md_expresses" USING btree ("contact","id","status");--> statement-breakpoint
CREATE INDEX "md_expresses_phone" ON "md_expresses" USING btree ("phone","id","status");--> statement-breakpoint
CREATE INDEX "md_expresses_website" ON "md_expresses" USING btree ("website","id","status");--> statement-breakpoint
CREATE INDEX "md_expresses_code_trgm" ON "md_expresses" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_expresses_name_trgm" ON "md_expresses" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_expresses_mnemonic_trgm" ON "md_expresses" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_expresses_mnemonic_missing" ON "md_expresses" USING btree ("id") WHERE "md_expresses"."mnemonic" is null;--> statement-breakpoint
CREATE INDEX "md_locations_code" ON "md_locations" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "md_locations_level" ON "md_locations" USING btree ("level","id","status");--> statement-breakpoint
CREATE INDEX "md_locations_code_trgm" ON "md_locations" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_locations_name_trgm" ON "md_locations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_locations_mnemonic_trgm" ON "md_locations" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_locations_mnemonic_missing" ON "md_locations" USING btree ("id") WHERE "md_locations"."mnemonic" is null;--> statement-breakpoint
CREATE INDEX "md_materiels_code" ON "md_materiels" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "md_materiels_spec" ON "md_materiels" USING btree ("spec","id","status");--> statement-breakpoint
CREATE INDEX "md_materiels_cas_no" ON "md_materiels" USING btree ("cas_no","id","status");--> statement-breakpoint
CREATE INDEX "md_materiels_reference_price" ON "md_materiels" USING btree ("reference_price","id","status");--> statement-breakpoint
CREATE INDEX "md_materiels_need_inspection" ON "md_materiels" USING btree ("need_inspection","id","status");--> statement-breakpoint
CREATE INDEX "md_materiels_code_trgm" ON "md_materiels" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_materiels_name_trgm" ON "md_materiels" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_materiels_mnemonic_trgm" ON "md_materiels" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_materiels_mnemonic_missing" ON "md_materiels" USING btree ("id") WHERE "md_materiels"."mnemonic" is null;--> statement-breakpoint
CREATE INDEX "md_materiel_types_code" ON "md_materiel_types" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "md_materiel_types_remark" ON "md_materiel_types" USING btree ("remark","id","status");--> statement-breakpoint
CREATE INDEX "md_materiel_types_code_trgm" ON "md_materiel_types" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_materiel_types_name_trgm" ON "md_materiel_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_materiel_types_mnemonic_trgm" ON "md_materiel_types" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_materiel_types_mnemonic_missing" ON "md_materiel_types" USING btree ("id") WHERE "md_materiel_types"."mnemonic" is null;--> statement-breakpoint
CREATE INDEX "md_package_specs_code" ON "md_package_specs" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "md_package_specs_net_weight" ON "md_package_specs" USING btree ("net_weight","id","status");--> statement-breakpoint
CREATE INDEX "md_package_specs_remark" ON "md_package_specs" USING btree ("remark","id","status");--> statement-breakpoint
CREATE INDEX "md_package_specs_code_trgm" ON "md_package_specs" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_package_specs_name_trgm" ON "md_package_specs" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_package_specs_mnemonic_trgm" ON "md_package_specs" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_package_specs_package_type_trgm" ON "md_package_specs" USING gin ("package_type" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_package_specs_mnemonic_missing" ON "md_package_specs" USING btree ("id") WHERE "md_package_specs"."mnemonic" is null;--> statement-breakpoint
CREATE INDEX "md_procedures_code" ON "md_procedures" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "md_procedures_sort" ON "md_procedures" USING btree ("sort","id","status");--> statement-breakpoint
CREATE INDEX "md_procedures_remark" ON "md_procedures" USING btree ("remark","id","status");--> statement-breakpoint
CREATE INDEX "md_procedures_code_trgm" ON "md_procedures" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_procedures_name_trgm" ON "md_procedures" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_procedures_mnemonic_trgm" ON "md_procedures" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_procedures_mnemonic_missing" ON "md_procedures" USING btree ("id") WHERE "md_procedures"."mnemonic" is null;--> statement-breakpoint
CREATE INDEX "md_product_relates_relate_code" ON "md_product_relates" USING btree ("relate_code","id","status");--> statement-breakpoint
CREATE INDEX "md_product_relates_remark" ON "md_product_relates" USING btree ("remark","id","status");--> statement-breakpoint
CREATE INDEX "md_product_relates_relate_code_trgm" ON "md_product_relates" USING gin ("relate_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_product_relates_relate_name_trgm" ON "md_product_relates" USING gin ("relate_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_product_relates_customer_name_trgm" ON "md_product_relates" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_products_code" ON "md_products" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "md_products_spec" ON "md_products" USING btree ("spec","id","status");--> statement-breakpoint
CREATE INDEX "md_products_base_price" ON "md_products" USING btree ("base_price","id","status");--> statement-breakpoint
CREATE INDEX "md_products_color_index" ON "md_products" USING btree ("color_index","id","status");--> statement-breakpoint
CREATE INDEX "md_products_code_trgm" ON "md_products" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_products_name_trgm" ON "md_products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_products_mnemonic_trgm" ON "md_products" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_products_level_trgm" ON "md_products" USING gin ("level" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_products_mnemonic_missing" ON "md_products" USING btree ("id") WHERE "md_products"."mnemonic" is null;--> statement-breakpoint
CREATE INDEX "md_product_types_code" ON "md_product_types" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "md_product_types_remark" ON "md_product_types" USING btree ("remark","id","status");--> statement-breakpoint
CREATE INDEX "md_product_types_code_trgm" ON "md_product_types" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_product_types_name_trgm" ON "md_product_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_product_types_mnemonic_trgm" ON "md_product_types" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_product_types_mnemonic_missing" ON "md_product_types" USING btree ("id") WHERE "md_product_types"."mnemonic" is null;--> statement-breakpoint
CREATE INDEX "md_suppliers_code" ON "md_suppliers" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "md_suppliers_name" ON "md_suppliers" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "md_suppliers_short_name" ON "md_suppliers" USING btree ("short_name","id","status");--> statement-breakpoint
CREATE INDEX "md_suppliers_mobile" ON "md_suppliers" USING btree ("mobile","id","status");--> statement-breakpoint
CREATE INDEX "md_suppliers_phone" ON "md_suppliers" USING btree ("phone","id","status");--> statement-breakpoint
CREATE INDEX "md_suppliers_payment_terms" ON "md_suppliers" USING btree ("payment_terms","id","status");--> statement-breakpoint
CREATE INDEX "md_suppliers_code_trgm" ON "md_suppliers" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_suppliers_name_trgm" ON "md_suppliers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_suppliers_mnemonic_trgm" ON "md_suppliers" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_suppliers_contact_trgm" ON "md_suppliers" USING gin ("contact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_suppliers_mnemonic_missing" ON "md_suppliers" USING btree ("id") WHERE "md_suppliers"."mnemonic" is null;--> statement-breakpoint
CREATE INDEX "md_technologies_code" ON "md_technologies" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "md_technologies_sort" ON "md_technologies" USING btree ("sort","id","status");--> statement-breakpoint
CREATE INDEX "md_technologies_remark" ON "md_technologies" USING btree ("remark","id","status");--> statement-breakpoint
CREATE INDEX "md_technologies_code_trgm" ON "md_technologies" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_technologies_name_trgm" ON "md_technologies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_technologies_mnemonic_trgm" ON "md_technologies" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_technologies_mnemonic_missing" ON "md_technologies" USING btree ("id") WHERE "md_technologies"."mnemonic" is null;--> statement-breakpoint
CREATE INDEX "md_test_items_code" ON "md_test_items" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "md_test_items_unit" ON "md_test_items" USING btree ("unit","id","status");--> statement-breakpoint
CREATE INDEX "md_test_items_method" ON "md_test_items" USING btree ("method","id","status");--> statement-breakpoint
CREATE INDEX "md_test_items_standard" ON "md_test_items" USING btree ("standard","id","status");--> statement-breakpoint
CREATE INDEX "md_test_items_code_trgm" ON "md_test_items" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_test_items_name_trgm" ON "md_test_items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_test_items_mnemonic_trgm" ON "md_test_items" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_test_items_mnemonic_missing" ON "md_test_items" USING btree ("id") WHERE "md_test_items"."mnemonic" is null;--> statement-breakpoint
CREATE INDEX "md_test_organs_code" ON "md_test_organs" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "md_test_organs_qualification" ON "md_test_organs" USING btree ("qualification","id","status");--> statement-breakpoint
CREATE INDEX "md_test_organs_contact" ON "md_test_organs" USING btree ("contact","id","status");--> statement-breakpoint
CREATE INDEX "md_test_organs_phone" ON "md_test_organs" USING btree ("phone","id","status");--> statement-breakpoint
CREATE INDEX "md_test_organs_address" ON "md_test_organs" USING btree ("address","id","status");--> statement-breakpoint
CREATE INDEX "md_test_organs_code_trgm" ON "md_test_organs" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_test_organs_name_trgm" ON "md_test_organs" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_test_organs_mnemonic_trgm" ON "md_test_organs" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_test_organs_mnemonic_missing" ON "md_test_organs" USING btree ("id") WHERE "md_test_organs"."mnemonic" is null;--> statement-breakpoint
CREATE INDEX "md_units_code" ON "md_units" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "md_units_ratio" ON "md_units" USING btree ("ratio","id","status");--> statement-breakpoint
CREATE INDEX "md_units_code_trgm" ON "md_units" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_units_name_trgm" ON "md_units" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_units_mnemonic_trgm" ON "md_units" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_units_mnemonic_missing" ON "md_units" USING btree ("id") WHERE "md_units"."mnemonic" is null;--> statement-breakpoint
CREATE INDEX "md_warehouses_code" ON "md_warehouses" USING btree ("code","id","status");--> statement-breakpoint
CREATE INDEX "md_warehouses_address" ON "md_warehouses" USING btree ("address","id","status");--> statement-breakpoint
CREATE INDEX "md_warehouses_keeper" ON "md_warehouses" USING btree ("keeper","id","status");--> statement-breakpoint
CREATE INDEX "md_warehouses_remark" ON "md_warehouses" USING btree ("remark","id","status");--> statement-breakpoint
CREATE INDEX "md_warehouses_code_trgm" ON "md_warehouses" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_warehouses_name_trgm" ON "md_warehouses" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_warehouses_mnemonic_trgm" ON "md_warehouses" USING gin ("mnemonic" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_warehouses_mnemonic_missing" ON "md_warehouses" USING btree ("id") WHERE "md_warehouses"."mnemonic" is null;--> statement-breakpoint
CREATE INDEX "inv_dull_schemes_status" ON "inv_dull_schemes" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "inv_material_acceptances_status" ON "inv_material_acceptances" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "inv_material_acceptances_number" ON "inv_material_acceptances" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_acceptances_accept_date" ON "inv_material_acceptances" USING btree ("accept_date","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_acceptances_supplier_id" ON "inv_material_acceptances" USING btree ("supplier_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_acceptances_warehouse_id" ON "inv_material_acceptances" USING btree ("warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_acceptances_purchase_order_no" ON "inv_material_acceptances" USING btree ("purchase_order_no","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_requisitions_status" ON "inv_material_requisitions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "inv_material_requisitions_number" ON "inv_material_requisitions" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_requisitions_apply_date" ON "inv_material_requisitions" USING btree ("apply_date","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_requisitions_warehouse_id" ON "inv_material_requisitions" USING btree ("warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_requisitions_department" ON "inv_material_requisitions" USING btree ("department","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_requisitions_applicant" ON "inv_material_requisitions" USING btree ("applicant","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_safety_stocks_status" ON "inv_material_safety_stocks" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "inv_material_safety_stocks_materiel_id" ON "inv_material_safety_stocks" USING btree ("materiel_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_safety_stocks_warehouse_id" ON "inv_material_safety_stocks" USING btree ("warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_stocktakings_status" ON "inv_material_stocktakings" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "inv_material_stocktakings_number" ON "inv_material_stocktakings" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_stocktakings_take_date" ON "inv_material_stocktakings" USING btree ("take_date","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_stocktakings_warehouse_id" ON "inv_material_stocktakings" USING btree ("warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_transfers_status" ON "inv_material_transfers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "inv_material_transfers_number" ON "inv_material_transfers" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_transfers_transfer_date" ON "inv_material_transfers" USING btree ("transfer_date","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_transfers_from_warehouse_id" ON "inv_material_transfers" USING btree ("from_warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_transfers_to_warehouse_id" ON "inv_material_transfers" USING btree ("to_warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_ins_status" ON "inv_material_ins" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "inv_material_ins_number" ON "inv_material_ins" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_ins_in_date" ON "inv_material_ins" USING btree ("in_date","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_ins_warehouse_id" ON "inv_material_ins" USING btree ("warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_ins_supplier_id" ON "inv_material_ins" USING btree ("supplier_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_ins_acceptance_id" ON "inv_material_ins" USING btree ("acceptance_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_outs_status" ON "inv_material_outs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "inv_material_outs_number" ON "inv_material_outs" USING btree ("number","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_outs_out_date" ON "inv_material_outs" USING btree ("out_date","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_outs_warehouse_id" ON "inv_material_outs" USING btree ("warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_outs_out_type" ON "inv_material_outs" USING btree ("out_type","id","status");--> statement-breakpoint
CREATE INDEX "inv_material_outs_supplier_id" ON "inv_material_outs" USING btree ("supplier_id","id","status");--> statement-breakpoint
CREATE INDEX "md_allocations_status" ON "md_allocations" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "md_allocations_warehouse_id" ON "md_allocations" USING btree ("warehouse_id","id","status");--> statement-breakpoint
CREATE INDEX "md_allocations_name" ON "md_allocations" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "md_beltlines_status" ON "md_beltlines" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "md_beltlines_name" ON "md_beltlines" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "md_beltlines_workshop" ON "md_beltlines" USING btree ("workshop","id","status");--> statement-breakpoint
CREATE INDEX "md_channels_status" ON "md_channels" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "md_channels_name" ON "md_channels" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "md_chargings_status" ON "md_chargings" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "md_chargings_name" ON "md_chargings" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "md_currencies_status" ON "md_currencies" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "md_currencies_name" ON "md_currencies" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "md_exchange_tax_rates_status" ON "md_exchange_tax_rates" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "md_exchange_tax_rates_currency_id" ON "md_exchange_tax_rates" USING btree ("currency_id","id","status");--> statement-breakpoint
CREATE INDEX "md_exchange_tax_rates_month" ON "md_exchange_tax_rates" USING btree ("month","id","status");--> statement-breakpoint
CREATE INDEX "md_expresses_status" ON "md_expresses" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "md_expresses_name" ON "md_expresses" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "md_locations_status" ON "md_locations" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "md_locations_name" ON "md_locations" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "md_locations_parent_id" ON "md_locations" USING btree ("parent_id","id","status");--> statement-breakpoint
CREATE INDEX "md_materiels_status" ON "md_materiels" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "md_materiels_name" ON "md_materiels" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "md_materiels_materiel_type_id" ON "md_materiels" USING btree ("materiel_type_id","id","status");--> statement-breakpoint
CREATE INDEX "md_materiels_unit_id" ON "md_materiels" USING btree ("unit_id","id","status");--> statement-breakpoint
CREATE INDEX "md_materiels_supplier_id" ON "md_materiels" USING btree ("supplier_id","id","status");--> statement-breakpoint
CREATE INDEX "md_materiel_types_status" ON "md_materiel_types" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "md_materiel_types_name" ON "md_materiel_types" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "md_package_specs_status" ON "md_package_specs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "md_package_specs_name" ON "md_package_specs" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "md_package_specs_package_type" ON "md_package_specs" USING btree ("package_type","id","status");--> statement-breakpoint
CREATE INDEX "md_package_specs_unit_id" ON "md_package_specs" USING btree ("unit_id","id","status");--> statement-breakpoint
CREATE INDEX "md_procedures_status" ON "md_procedures" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "md_procedures_name" ON "md_procedures" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "md_product_relates_status" ON "md_product_relates" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "md_product_relates_product_id" ON "md_product_relates" USING btree ("product_id","id","status");--> statement-breakpoint
CREATE INDEX "md_product_relates_relate_name" ON "md_product_relates" USING btree ("relate_name","id","status");--> statement-breakpoint
CREATE INDEX "md_product_relates_customer_name" ON "md_product_relates" USING btree ("customer_name","id","status");--> statement-breakpoint
CREATE INDEX "md_products_status" ON "md_products" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "md_products_name" ON "md_products" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "md_products_product_type_id" ON "md_products" USING btree ("product_type_id","id","status");--> statement-breakpoint
CREATE INDEX "md_products_level" ON "md_products" USING btree ("level","id","status");--> statement-breakpoint
CREATE INDEX "md_products_unit_id" ON "md_products" USING btree ("unit_id","id","status");--> statement-breakpoint
CREATE INDEX "md_products_package_spec_id" ON "md_products" USING btree ("package_spec_id","id","status");--> statement-breakpoint
CREATE INDEX "md_product_types_status" ON "md_product_types" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "md_product_types_name" ON "md_product_types" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "md_suppliers_status" ON "md_suppliers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "md_suppliers_contact" ON "md_suppliers" USING btree ("contact","id","status");--> statement-breakpoint
CREATE INDEX "md_suppliers_location_id" ON "md_suppliers" USING btree ("location_id","id","status");--> statement-breakpoint
CREATE INDEX "md_suppliers_currency_id" ON "md_suppliers" USING btree ("currency_id","id","status");--> statement-breakpoint
CREATE INDEX "md_technologies_status" ON "md_technologies" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "md_technologies_name" ON "md_technologies" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "md_test_items_status" ON "md_test_items" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "md_test_items_name" ON "md_test_items" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "md_test_organs_status" ON "md_test_organs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "md_test_organs_name" ON "md_test_organs" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "md_units_status" ON "md_units" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "md_units_name" ON "md_units" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "md_units_dimension" ON "md_units" USING btree ("dimension","id","status");--> statement-breakpoint
CREATE INDEX "md_warehouses_status" ON "md_warehouses" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "md_warehouses_name" ON "md_warehouses" USING btree ("name","id","status");--> statement-breakpoint
CREATE INDEX "md_warehouses_kind" ON "md_warehouses" USING btree ("kind","id","status");