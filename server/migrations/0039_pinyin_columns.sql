ALTER TABLE "crm_clues" ADD COLUMN "company_name_pinyin" text;--> statement-breakpoint
ALTER TABLE "crm_clues" ADD COLUMN "contact_name_pinyin" text;--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "md_customers" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "crm_sale_documents" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "inv_dull_schemes" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "md_allocations" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "md_beltlines" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "md_channels" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "md_chargings" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "md_company_profiles" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "md_currencies" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "md_expresses" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "md_locations" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "md_materiels" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "md_materiel_types" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "md_package_specs" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "md_procedures" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "md_products" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "md_product_types" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "md_suppliers" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "md_technologies" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "md_test_items" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "md_test_organs" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "md_units" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "md_warehouses" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
CREATE INDEX "crm_clues_company_name_pinyin_trgm" ON "crm_clues" USING gin ("company_name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_clues_company_name_pinyin_missing" ON "crm_clues" USING btree ("id") WHERE "crm_clues"."company_name_pinyin" is null and "crm_clues"."company_name" is not null;--> statement-breakpoint
CREATE INDEX "crm_clues_contact_name_pinyin_trgm" ON "crm_clues" USING gin ("contact_name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_clues_contact_name_pinyin_missing" ON "crm_clues" USING btree ("id") WHERE "crm_clues"."contact_name_pinyin" is null and "crm_clues"."contact_name" is not null;--> statement-breakpoint
CREATE INDEX "crm_contacts_name_pinyin_trgm" ON "crm_contacts" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_contacts_name_pinyin_missing" ON "crm_contacts" USING btree ("id") WHERE "crm_contacts"."name_pinyin" is null and "crm_contacts"."name" is not null;--> statement-breakpoint
CREATE INDEX "md_customers_name_pinyin_trgm" ON "md_customers" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_customers_name_pinyin_missing" ON "md_customers" USING btree ("id") WHERE "md_customers"."name_pinyin" is null and "md_customers"."name" is not null;--> statement-breakpoint
CREATE INDEX "crm_sale_documents_name_pinyin_trgm" ON "crm_sale_documents" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_sale_documents_name_pinyin_missing" ON "crm_sale_documents" USING btree ("id") WHERE "crm_sale_documents"."name_pinyin" is null and "crm_sale_documents"."name" is not null;--> statement-breakpoint
CREATE INDEX "inv_dull_schemes_name_pinyin_trgm" ON "inv_dull_schemes" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inv_dull_schemes_name_pinyin_missing" ON "inv_dull_schemes" USING btree ("id") WHERE "inv_dull_schemes"."name_pinyin" is null and "inv_dull_schemes"."name" is not null;--> statement-breakpoint
CREATE INDEX "md_allocations_name_pinyin_trgm" ON "md_allocations" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_allocations_name_pinyin_missing" ON "md_allocations" USING btree ("id") WHERE "md_allocations"."name_pinyin" is null and "md_allocations"."name" is not null;--> statement-breakpoint
CREATE INDEX "md_beltlines_name_pinyin_trgm" ON "md_beltlines" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_beltlines_name_pinyin_missing" ON "md_beltlines" USING btree ("id") WHERE "md_beltlines"."name_pinyin" is null and "md_beltlines"."name" is not null;--> statement-breakpoint
CREATE INDEX "md_channels_name_pinyin_trgm" ON "md_channels" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_channels_name_pinyin_missing" ON "md_channels" USING btree ("id") WHERE "md_channels"."name_pinyin" is null and "md_channels"."name" is not null;--> statement-breakpoint
CREATE INDEX "md_chargings_name_pinyin_trgm" ON "md_chargings" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_chargings_name_pinyin_missing" ON "md_chargings" USING btree ("id") WHERE "md_chargings"."name_pinyin" is null and "md_chargings"."name" is not null;--> statement-breakpoint
CREATE INDEX "md_company_profiles_name_pinyin_trgm" ON "md_company_profiles" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_company_profiles_name_pinyin_missing" ON "md_company_profiles" USING btree ("id") WHERE "md_company_profiles"."name_pinyin" is null and "md_company_profiles"."name" is not null;--> statement-breakpoint
CREATE INDEX "md_currencies_name_pinyin_trgm" ON "md_currencies" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_currencies_name_pinyin_missing" ON "md_currencies" USING btree ("id") WHERE "md_currencies"."name_pinyin" is null and "md_currencies"."name" is not null;--> statement-breakpoint
CREATE INDEX "md_expresses_name_pinyin_trgm" ON "md_expresses" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_expresses_name_pinyin_missing" ON "md_expresses" USING btree ("id") WHERE "md_expresses"."name_pinyin" is null and "md_expresses"."name" is not null;--> statement-breakpoint
CREATE INDEX "md_locations_name_pinyin_trgm" ON "md_locations" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_locations_name_pinyin_missing" ON "md_locations" USING btree ("id") WHERE "md_locations"."name_pinyin" is null and "md_locations"."name" is not null;--> statement-breakpoint
CREATE INDEX "md_materiels_name_pinyin_trgm" ON "md_materiels" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_materiels_name_pinyin_missing" ON "md_materiels" USING btree ("id") WHERE "md_materiels"."name_pinyin" is null and "md_materiels"."name" is not null;--> statement-breakpoint
CREATE INDEX "md_materiel_types_name_pinyin_trgm" ON "md_materiel_types" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_materiel_types_name_pinyin_missing" ON "md_materiel_types" USING btree ("id") WHERE "md_materiel_types"."name_pinyin" is null and "md_materiel_types"."name" is not null;--> statement-breakpoint
CREATE INDEX "md_package_specs_name_pinyin_trgm" ON "md_package_specs" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_package_specs_name_pinyin_missing" ON "md_package_specs" USING btree ("id") WHERE "md_package_specs"."name_pinyin" is null and "md_package_specs"."name" is not null;--> statement-breakpoint
CREATE INDEX "md_procedures_name_pinyin_trgm" ON "md_procedures" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_procedures_name_pinyin_missing" ON "md_procedures" USING btree ("id") WHERE "md_procedures"."name_pinyin" is null and "md_procedures"."name" is not null;--> statement-breakpoint
CREATE INDEX "md_products_name_pinyin_trgm" ON "md_products" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_products_name_pinyin_missing" ON "md_products" USING btree ("id") WHERE "md_products"."name_pinyin" is null and "md_products"."name" is not null;--> statement-breakpoint
CREATE INDEX "md_product_types_name_pinyin_trgm" ON "md_product_types" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_product_types_name_pinyin_missing" ON "md_product_types" USING btree ("id") WHERE "md_product_types"."name_pinyin" is null and "md_product_types"."name" is not null;--> statement-breakpoint
CREATE INDEX "md_suppliers_name_pinyin_trgm" ON "md_suppliers" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_suppliers_name_pinyin_missing" ON "md_suppliers" USING btree ("id") WHERE "md_suppliers"."name_pinyin" is null and "md_suppliers"."name" is not null;--> statement-breakpoint
CREATE INDEX "md_technologies_name_pinyin_trgm" ON "md_technologies" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_technologies_name_pinyin_missing" ON "md_technologies" USING btree ("id") WHERE "md_technologies"."name_pinyin" is null and "md_technologies"."name" is not null;--> statement-breakpoint
CREATE INDEX "md_test_items_name_pinyin_trgm" ON "md_test_items" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_test_items_name_pinyin_missing" ON "md_test_items" USING btree ("id") WHERE "md_test_items"."name_pinyin" is null and "md_test_items"."name" is not null;--> statement-breakpoint
CREATE INDEX "md_test_organs_name_pinyin_trgm" ON "md_test_organs" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_test_organs_name_pinyin_missing" ON "md_test_organs" USING btree ("id") WHERE "md_test_organs"."name_pinyin" is null and "md_test_organs"."name" is not null;--> statement-breakpoint
CREATE INDEX "md_units_name_pinyin_trgm" ON "md_units" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_units_name_pinyin_missing" ON "md_units" USING btree ("id") WHERE "md_units"."name_pinyin" is null and "md_units"."name" is not null;--> statement-breakpoint
CREATE INDEX "md_warehouses_name_pinyin_trgm" ON "md_warehouses" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "md_warehouses_name_pinyin_missing" ON "md_warehouses" USING btree ("id") WHERE "md_warehouses"."name_pinyin" is null and "md_warehouses"."name" is not null;