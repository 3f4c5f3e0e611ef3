-- The 民泊 year's nights kept per house and 営業年度 (docs/product/minpaku-180-nights.md,
-- docs/decisions/0047-minpaku-year-nights-kept.md): the search's bound of each 民泊 house's counted nights
-- reads one row per house and year instead of summing the year's bookings and calendar days on every search.
-- What counts is what src/server/features/minpaku-year/repository.ts counts for the search ('all holds'):
-- bookings confirmed, completed, waiting for the host (pending) or held (tentative), and the calendar's days
-- closed as sold elsewhere (COUNTED_BLOCK, the same constants).
CREATE TABLE "minpaku_year_nights" (
	"year" integer NOT NULL,
	"property_id" uuid NOT NULL,
	"booked_nights" integer DEFAULT 0 NOT NULL,
	"blocked_nights" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "minpaku_year_nights_property_id_year_pk" PRIMARY KEY("property_id","year")
);--> statement-breakpoint
-- The search's bound reads the houses of a year past so many nights from this index, and the 民泊 houses with rules of
-- their own (a lower limit, allowed periods) and those with a lower limit from the partial indexes on properties.
CREATE INDEX "minpaku_year_nights_total" ON "minpaku_year_nights" USING btree ("year",("booked_nights" + "blocked_nights"));--> statement-breakpoint
CREATE INDEX "properties_minpaku_own_rules" ON "properties" USING btree ("id") WHERE "properties"."lodging_regime" = 'minpaku' and "properties"."status" = 'published' and ("properties"."minpaku_max_nights" is not null or jsonb_array_length("properties"."minpaku_allowed_periods") > 0);--> statement-breakpoint
CREATE INDEX "properties_minpaku_lower_limit" ON "properties" USING btree ("id") WHERE "properties"."lodging_regime" = 'minpaku' and "properties"."status" = 'published' and "properties"."minpaku_max_nights" < 180;--> statement-breakpoint
-- A night's 営業年度: the year of its date three months earlier (1 April → 1 January of the same year).
CREATE FUNCTION "minpaku_year_of"(night date) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT extract(year from night - interval '3 months')::int
$$;--> statement-breakpoint
-- Adds the nights [checkin, checkout) of a house to its years, times `booked` and `blocked` (1, -1 or 0), the
-- years in ascending order (two writers of one house never wait on each other crosswise).
CREATE FUNCTION "minpaku_year_nights_move"(house uuid, checkin date, checkout date, booked integer, blocked integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF house IS NULL OR checkout <= checkin THEN
    RETURN;
  END IF;
  INSERT INTO "minpaku_year_nights" ("year", "property_id", "booked_nights", "blocked_nights")
    SELECT y, house, n * booked, n * blocked
    FROM generate_series("minpaku_year_of"(checkin), "minpaku_year_of"(checkout - 1)) y,
      LATERAL (SELECT least(checkout, make_date(y + 1, 4, 1)) - greatest(checkin, make_date(y, 4, 1)) AS n) nights
    ORDER BY y
  ON CONFLICT ("property_id", "year") DO UPDATE SET
    "booked_nights" = "minpaku_year_nights"."booked_nights" + excluded."booked_nights",
    "blocked_nights" = "minpaku_year_nights"."blocked_nights" + excluded."blocked_nights";
END
$$;--> statement-breakpoint
CREATE FUNCTION "minpaku_year_booking_counts"(status "booking_status") RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status IN ('confirmed', 'completed', 'pending', 'tentative')
$$;--> statement-breakpoint
CREATE FUNCTION "bookings_minpaku_year_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "minpaku_year_nights" SET "booked_nights" = 0 WHERE "booked_nights" <> 0;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND "minpaku_year_booking_counts"(OLD."status") = "minpaku_year_booking_counts"(NEW."status")
    AND OLD."property_id" = NEW."property_id" AND OLD."checkin_date" = NEW."checkin_date" AND OLD."checkout_date" = NEW."checkout_date" THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND "minpaku_year_booking_counts"(OLD."status") THEN
    PERFORM "minpaku_year_nights_move"(OLD."property_id", OLD."checkin_date", OLD."checkout_date", -1, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND "minpaku_year_booking_counts"(NEW."status") THEN
    PERFORM "minpaku_year_nights_move"(NEW."property_id", NEW."checkin_date", NEW."checkout_date", 1, 0);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A calendar day sold elsewhere (the condition of the index property_calendar_counted_nights).
CREATE FUNCTION "minpaku_year_day_counts"(is_available boolean, source "calendar_source", block_reason text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT NOT is_available AND (source IN ('ical', 'ota') OR coalesce(block_reason = '他サイトの予約', false))
$$;--> statement-breakpoint
CREATE FUNCTION "calendar_minpaku_year_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "minpaku_year_nights" SET "blocked_nights" = 0 WHERE "blocked_nights" <> 0;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD."property_id" = NEW."property_id" AND OLD."date" = NEW."date"
    AND "minpaku_year_day_counts"(OLD."is_available", OLD."source", OLD."block_reason") = "minpaku_year_day_counts"(NEW."is_available", NEW."source", NEW."block_reason") THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND "minpaku_year_day_counts"(OLD."is_available", OLD."source", OLD."block_reason") THEN
    PERFORM "minpaku_year_nights_move"(OLD."property_id", OLD."date", OLD."date" + 1, 0, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND "minpaku_year_day_counts"(NEW."is_available", NEW."source", NEW."block_reason") THEN
    PERFORM "minpaku_year_nights_move"(NEW."property_id", NEW."date", NEW."date" + 1, 0, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every row again from the tables (the first values, a bulk load: src/db/kept-counts.ts).
CREATE FUNCTION "minpaku_year_nights_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "minpaku_year_nights";
  INSERT INTO "minpaku_year_nights" ("year", "property_id", "booked_nights", "blocked_nights")
    SELECT e.y, e.property_id, sum(e.booked), sum(e.blocked)
    FROM (
      SELECT y, b."property_id", least(b."checkout_date", make_date(y + 1, 4, 1)) - greatest(b."checkin_date", make_date(y, 4, 1)) AS booked, 0 AS blocked
      FROM "bookings" b, generate_series("minpaku_year_of"(b."checkin_date"), "minpaku_year_of"(b."checkout_date" - 1)) y
      WHERE "minpaku_year_booking_counts"(b."status") AND b."checkout_date" > b."checkin_date"
      UNION ALL
      SELECT "minpaku_year_of"(c."date"), c."property_id", 0, 1
      FROM "property_calendar" c
      WHERE "minpaku_year_day_counts"(c."is_available", c."source", c."block_reason")
    ) e
    GROUP BY 1, 2;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_minpaku_year_rows" AFTER INSERT OR DELETE OR UPDATE OF "status", "property_id", "checkin_date", "checkout_date" ON "bookings" FOR EACH ROW EXECUTE FUNCTION "bookings_minpaku_year_track"();--> statement-breakpoint
CREATE TRIGGER "bookings_minpaku_year_truncate" AFTER TRUNCATE ON "bookings" FOR EACH STATEMENT EXECUTE FUNCTION "bookings_minpaku_year_track"();--> statement-breakpoint
CREATE TRIGGER "calendar_minpaku_year_rows" AFTER INSERT OR DELETE OR UPDATE OF "is_available", "source", "block_reason", "property_id", "date" ON "property_calendar" FOR EACH ROW EXECUTE FUNCTION "calendar_minpaku_year_track"();--> statement-breakpoint
CREATE TRIGGER "calendar_minpaku_year_truncate" AFTER TRUNCATE ON "property_calendar" FOR EACH STATEMENT EXECUTE FUNCTION "calendar_minpaku_year_track"();--> statement-breakpoint
SELECT "minpaku_year_nights_rebuild"();
