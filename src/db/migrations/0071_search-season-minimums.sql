-- The search's stay rule reads the seasons that set a minimum of nights from this partial index (a few among
-- many), not every season of every house (docs/performance/2026-12-03-minpaku-year-kept.md).
CREATE INDEX "property_season_prices_min_nights" ON "property_season_prices" USING btree ("date_from","date_to") WHERE "property_season_prices"."min_nights_override" is not null;--> statement-breakpoint
-- The search's "booked on one of these nights" test read from the index alone: the live stays' index carries each
-- booking's house and dates (INCLUDE, which the schema's index builder cannot say: src/db/schema/bookings.ts), so
-- PostgreSQL need not read the bookings' rows (at 10,000 houses, 8 ms of a dated search to 1.2).
DROP INDEX "bookings_live_stays";--> statement-breakpoint
CREATE INDEX "bookings_live_stays" ON "bookings" USING gist (daterange("checkin_date", "checkout_date", '[)')) INCLUDE ("property_id", "checkin_date", "checkout_date") WHERE "bookings"."status" <> 'cancelled';
