-- フリガナ of every person (docs/product/people.md): the account's, the host profile's and the admin's
-- (booking_guests already had one). The kept search texts read the reading too and fold kana
-- (search_fold, migration 0033); the orders by name become orders by reading, then name.
ALTER TABLE "users" ADD COLUMN "full_name_kana" text;--> statement-breakpoint
ALTER TABLE "host_profiles" ADD COLUMN "full_name_kana" text;--> statement-breakpoint
ALTER TABLE "admin_accounts" ADD COLUMN "full_name_kana" text;--> statement-breakpoint
DROP INDEX "users_full_name_idx";--> statement-breakpoint
DROP INDEX "users_hosts_full_name";--> statement-breakpoint
ALTER TABLE "host_profiles" drop column "search_text";--> statement-breakpoint
ALTER TABLE "host_profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(display_name || ' ' || coalesce(full_name_kana, '') || ' ' || coalesce(location, '') || ' ' || coalesce(prefecture, '') || coalesce(city, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" drop column "search_bigrams";--> statement-breakpoint
ALTER TABLE "users" drop column "search_text";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce(full_name, '') || ' ' || coalesce(full_name_kana, '') || ' ' || coalesce(email, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_bigrams" text[] GENERATED ALWAYS AS (text_bigrams(search_fold(coalesce(full_name, '') || ' ' || coalesce(full_name_kana, '') || ' ' || coalesce(email, '')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" drop column "search_text";--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(full_name || ' ' || email || ' ' || subject)) STORED NOT NULL;--> statement-breakpoint
-- The search indexes went with their columns: made again as before.
CREATE INDEX "users_search_text_trgm" ON "users" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_search_bigrams" ON "users" USING gin ("search_bigrams") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "host_profiles_search_trgm" ON "host_profiles" USING gin (search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "host_profiles_search_bigrams" ON "host_profiles" USING gin (text_bigrams(search_text));--> statement-breakpoint
CREATE INDEX "inquiries_search_trgm" ON "inquiries" USING gin (search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_search_bigrams" ON "inquiries" USING gin (text_bigrams(search_text));--> statement-breakpoint
CREATE INDEX "users_reading_idx" ON "users" USING btree ("full_name_kana","full_name","id");--> statement-breakpoint
CREATE INDEX "users_hosts_reading" ON "users" USING btree ("full_name_kana","full_name","id") WHERE role = 'host';
