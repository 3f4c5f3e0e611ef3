-- 売上管理 at scale (issue 12): revenue_entries holds what each booking adds to the revenue, and
-- revenue_days their sums per day and prefecture, kept by triggers as bookings, payments, refunds and
-- houses change (docs/product/money.md, docs/performance/admin-lists.md).
--
-- The commission in whole percent: COMMISSION_RATE of src/domain/booking-state.ts (a test holds them equal).
CREATE FUNCTION "revenue_commission_percent"() RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT 15 $$;--> statement-breakpoint
-- A booking's rows, from what the tables hold now (plpgsql, whose plans are kept between calls). The captured booking: what was charged and its
-- commission, on its checkout day (its cancellation's day in Japan when cancelled). Each refund that went
-- through: what went back and the commission given back, on its day in Japan; the commission given back is
-- the commission of what stays charged before it less after it (integer division rounds down).
CREATE FUNCTION "revenue_entries_of"(b uuid) RETURNS SETOF "revenue_entries" LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY SELECT bk."id", bk."property_id", p."prefecture",
    (CASE WHEN bk."status" = 'cancelled' THEN (bk."cancel_at" AT TIME ZONE 'Asia/Tokyo')::date ELSE bk."checkout_date" END),
    pay."amount_jpy"::bigint, 0::bigint, ((pay."amount_jpy" * "revenue_commission_percent"()) / 100)::bigint, 1
  FROM "bookings" bk
  JOIN "payments" pay ON pay."booking_id" = bk."id" AND pay."status" IN ('paid', 'refunded')
  JOIN "properties" p ON p."id" = bk."property_id"
  WHERE bk."id" = b AND bk."status" IN ('confirmed', 'completed', 'no_show', 'cancelled')
    AND (bk."status" <> 'cancelled' OR bk."cancel_at" IS NOT NULL)
  UNION ALL
  SELECT bk."id", bk."property_id", p."prefecture", (coalesce(r."refunded_at", r."created_at") AT TIME ZONE 'Asia/Tokyo')::date, 0::bigint, r."amount_jpy"::bigint,
    (-((greatest(0, pay."amount_jpy" - r.before) * "revenue_commission_percent"()) / 100
      - (greatest(0, pay."amount_jpy" - r.before - r."amount_jpy") * "revenue_commission_percent"()) / 100))::bigint,
    0
  FROM "bookings" bk
  JOIN "payments" pay ON pay."booking_id" = bk."id"
  JOIN LATERAL (
    SELECT r.*, (SELECT coalesce(sum(e."amount_jpy"), 0)::int FROM "refunds" e
      WHERE e."payment_id" = r."payment_id" AND e."status" = 'refunded'
        AND (coalesce(e."refunded_at", e."created_at"), e."id") < (coalesce(r."refunded_at", r."created_at"), r."id")) AS before
    FROM "refunds" r WHERE r."payment_id" = pay."id" AND r."status" = 'refunded'
  ) r ON true
  JOIN "properties" p ON p."id" = bk."property_id"
  WHERE bk."id" = b;
END
$$;--> statement-breakpoint
-- Moves revenue_days by the rows `plus` less the rows `minus`, in key order (two writers never wait on
-- each other crosswise).
CREATE FUNCTION "revenue_days_move"(plus "revenue_entries"[], minus "revenue_entries"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "revenue_days" ("day", "prefecture", "gross_jpy", "refunds_jpy", "commission_jpy", "bookings")
    SELECT e."day", e."prefecture", sum(e."gross_jpy"), sum(e."refunds_jpy"), sum(e."commission_jpy"), sum(e."bookings")
    FROM (
      SELECT "day", "prefecture", "gross_jpy", "refunds_jpy", "commission_jpy", "bookings" FROM unnest(plus)
      UNION ALL
      SELECT "day", "prefecture", -"gross_jpy", -"refunds_jpy", -"commission_jpy", -"bookings" FROM unnest(minus)
    ) e GROUP BY 1, 2
    HAVING sum(e."gross_jpy") <> 0 OR sum(e."refunds_jpy") <> 0 OR sum(e."commission_jpy") <> 0 OR sum(e."bookings") <> 0
    ORDER BY 1, 2
  ON CONFLICT ("day", "prefecture") DO UPDATE SET
    "gross_jpy" = "revenue_days"."gross_jpy" + excluded."gross_jpy",
    "refunds_jpy" = "revenue_days"."refunds_jpy" + excluded."refunds_jpy",
    "commission_jpy" = "revenue_days"."commission_jpy" + excluded."commission_jpy",
    "bookings" = "revenue_days"."bookings" + excluded."bookings";
END
$$;--> statement-breakpoint
-- Writes a booking's rows again from what the tables hold now, and moves the sums by the difference.
CREATE FUNCTION "revenue_refresh"(b uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  removed "revenue_entries"[];
  added "revenue_entries"[];
BEGIN
  IF b IS NULL THEN
    RETURN;
  END IF;
  WITH gone AS (DELETE FROM "revenue_entries" WHERE "booking_id" = b RETURNING *)
    SELECT array_agg(gone) INTO removed FROM gone;
  SELECT array_agg(e) INTO added FROM "revenue_entries_of"(b) e WHERE e."day" IS NOT NULL;
  IF removed IS NULL AND added IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO "revenue_entries" SELECT * FROM unnest(added);
  PERFORM "revenue_days_move"(coalesce(added, '{}'), coalesce(removed, '{}'));
END
$$;--> statement-breakpoint
-- Every row and sum again from the tables (the first values, a truncated table, a bulk load).
CREATE FUNCTION "revenue_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "revenue_entries";
  DELETE FROM "revenue_days";
  INSERT INTO "revenue_entries" SELECT e.* FROM "bookings" bk, "revenue_entries_of"(bk."id") e
    WHERE bk."status" IN ('confirmed', 'completed', 'no_show', 'cancelled') AND e."day" IS NOT NULL;
  INSERT INTO "revenue_days" ("day", "prefecture", "gross_jpy", "refunds_jpy", "commission_jpy", "bookings")
    SELECT "day", "prefecture", sum("gross_jpy"), sum("refunds_jpy"), sum("commission_jpy"), sum("bookings")
    FROM "revenue_entries" GROUP BY 1, 2;
END
$$;--> statement-breakpoint
-- A truncated bookings, payments or refunds table: everything again.
CREATE FUNCTION "revenue_rebuild_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "revenue_rebuild"();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bookings_revenue_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "revenue_refresh"(OLD."id");
  ELSE
    PERFORM "revenue_refresh"(NEW."id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "payments_revenue_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "revenue_refresh"(OLD."booking_id");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."booking_id" <> OLD."booking_id") THEN
    PERFORM "revenue_refresh"(NEW."booking_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "refunds_revenue_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "revenue_refresh"((SELECT "booking_id" FROM "payments" WHERE "id" = OLD."payment_id"));
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."payment_id" <> OLD."payment_id") THEN
    PERFORM "revenue_refresh"((SELECT "booking_id" FROM "payments" WHERE "id" = NEW."payment_id"));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A house that moves prefecture takes its rows and their sums with it.
CREATE FUNCTION "properties_revenue_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before "revenue_entries"[];
  after "revenue_entries"[];
BEGIN
  SELECT array_agg(e) INTO before FROM "revenue_entries" e WHERE e."property_id" = NEW."id" AND e."prefecture" <> NEW."prefecture";
  IF before IS NULL THEN
    RETURN NULL;
  END IF;
  WITH m AS (UPDATE "revenue_entries" SET "prefecture" = NEW."prefecture" WHERE "property_id" = NEW."id" AND "prefecture" <> NEW."prefecture" RETURNING *)
    SELECT array_agg(m) INTO after FROM m;
  PERFORM "revenue_days_move"(after, before);
  RETURN NULL;
END
$$;--> statement-breakpoint
SELECT "revenue_rebuild"();--> statement-breakpoint
CREATE TRIGGER "bookings_revenue_rows" AFTER INSERT OR DELETE OR UPDATE OF "status", "cancel_at", "checkout_date", "property_id" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_revenue_track"();--> statement-breakpoint
CREATE TRIGGER "bookings_revenue_truncate" AFTER TRUNCATE ON "bookings" FOR EACH STATEMENT EXECUTE FUNCTION "revenue_rebuild_track"();--> statement-breakpoint
CREATE TRIGGER "payments_revenue_rows" AFTER INSERT OR DELETE OR UPDATE OF "status", "amount_jpy", "booking_id" ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_revenue_track"();--> statement-breakpoint
CREATE TRIGGER "payments_revenue_truncate" AFTER TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION "revenue_rebuild_track"();--> statement-breakpoint
CREATE TRIGGER "refunds_revenue_rows" AFTER INSERT OR DELETE OR UPDATE OF "status", "amount_jpy", "refunded_at", "created_at", "payment_id" ON "refunds"
  FOR EACH ROW EXECUTE FUNCTION "refunds_revenue_track"();--> statement-breakpoint
CREATE TRIGGER "refunds_revenue_truncate" AFTER TRUNCATE ON "refunds" FOR EACH STATEMENT EXECUTE FUNCTION "revenue_rebuild_track"();--> statement-breakpoint
CREATE TRIGGER "properties_revenue_prefecture" AFTER UPDATE OF "prefecture" ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "properties_revenue_track"();
