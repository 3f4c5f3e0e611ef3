ALTER TABLE "properties" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rating_average" numeric(3, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_status_base_price_jpy_index" ON "properties" USING btree ("status","base_price_jpy");--> statement-breakpoint
CREATE INDEX "properties_top_rated" ON "properties" USING btree ("rating_average" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id") WHERE "properties"."status" = 'published' and "properties"."review_count" > 0;--> statement-breakpoint
CREATE INDEX "property_calendar_closed_dates" ON "property_calendar" USING btree ("date","property_id") WHERE not "property_calendar"."is_available";--> statement-breakpoint
CREATE INDEX "bookings_live_stays" ON "bookings" USING gist (daterange("checkin_date", "checkout_date", '[)')) WHERE "bookings"."status" <> 'cancelled';
--> statement-breakpoint
-- Ratings of the houses that already have published reviews (the app keeps them up to date from now on;
-- search_text is filled by openDatabase() after the migrations, as it needs the JavaScript normalisation).
UPDATE "properties" AS "target"
SET "rating_average" = "agg"."rating_average", "review_count" = "agg"."review_count"
FROM (
  SELECT "property_id", round(avg("rating_overall"), 2) AS "rating_average", count(*)::int AS "review_count"
  FROM "reviews"
  WHERE "reviewee_type" = 'property' AND "is_public" AND "published_at" IS NOT NULL AND "hidden_at" IS NULL
  GROUP BY "property_id"
) AS "agg"
WHERE "target"."id" = "agg"."property_id";
