-- The guest search's one pass over the published houses reads this index alone: it carries every column the pass
-- reads of a house (INCLUDE, which the schema's index builder cannot say: src/db/schema/properties.ts), so
-- PostgreSQL need not read the houses' wide rows (descriptions, search texts, rules) for the price, the party's
-- size, the sort's keys and the stay rule (docs/performance/2026-12-03-search-pass.md).
CREATE INDEX "properties_search_pass" ON "properties" USING btree ("max_guests") INCLUDE ("id", "base_price_jpy", "price_model", "child_rate_percent", "extra_guest_fee_jpy", "guests_included", "review_count", "rating_average", "created_at", "lodging_regime", "min_nights") WHERE "properties"."status" = 'published';
