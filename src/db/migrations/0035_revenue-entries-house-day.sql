DROP INDEX "revenue_entries_property_id_index";--> statement-breakpoint
CREATE INDEX "revenue_entries_property_id_day_index" ON "revenue_entries" USING btree ("property_id","day");