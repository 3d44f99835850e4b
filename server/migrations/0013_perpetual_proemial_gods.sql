DROP INDEX "audit_events_entity";--> statement-breakpoint
CREATE INDEX "audit_events_at" ON "audit_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_at" ON "audit_events" USING btree ("actor","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_entity_at" ON "audit_events" USING btree ("entity","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_entity" ON "audit_events" USING btree ("entity","entity_id","at","id");