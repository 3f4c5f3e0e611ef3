-- The accommodation tax is not commission (issue 31, docs/product/accommodation-tax.md): 売上管理's kept rows
-- carry the tax apart (revenue_entries / revenue_days.accommodation_tax_jpy, added by the migration before),
-- the 15% is taken on the stay only, and the host's net keeps the tax. The rule is src/domain/payouts.ts's
-- (`taxHeldOf`, `heldSplitOf`, `refundSplitOf`); `revenue_tax_held` below is its SQL twin.
--
-- The tax in what a booking still holds of the guest's money: a stay taken keeps its tax (a refund gives
-- back stay first); a cancellation or a no-show owes none, so what it holds beyond the kept fee is tax first.
CREATE FUNCTION "revenue_tax_held"(status text, tax integer, cancel_fee integer, held bigint) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN status IN ('cancelled', 'no_show')
    THEN least(greatest(tax, 0), greatest(0, held - coalesce(cancel_fee, 0)))
    ELSE least(greatest(tax, 0), greatest(0, held)) END::bigint
$$;--> statement-breakpoint
-- The commission on what a booking holds: the commission percent of the held amount less its tax, rounded down.
CREATE FUNCTION "revenue_commission_held"(status text, tax integer, cancel_fee integer, held bigint) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT (((greatest(0, held) - "revenue_tax_held"(status, tax, cancel_fee, greatest(0, held))) * "revenue_commission_percent"()) / 100)::bigint
$$;--> statement-breakpoint
-- A booking's rows, as in 0028, each with the tax it holds or gives back, and the commission on the stay alone.
CREATE OR REPLACE FUNCTION "revenue_entries_of"(b uuid) RETURNS SETOF "revenue_entries" LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY SELECT bk."id", bk."property_id", p."prefecture",
    (CASE WHEN bk."status" = 'cancelled' THEN (bk."cancel_at" AT TIME ZONE 'Asia/Tokyo')::date ELSE bk."checkout_date" END),
    pay."amount_jpy"::bigint, 0::bigint,
    "revenue_commission_held"(bk."status"::text, bk."accommodation_tax_jpy", bk."cancel_fee_jpy", pay."amount_jpy"), 1,
    "revenue_tax_held"(bk."status"::text, bk."accommodation_tax_jpy", bk."cancel_fee_jpy", pay."amount_jpy")
  FROM "bookings" bk
  JOIN "payments" pay ON pay."booking_id" = bk."id" AND pay."status" IN ('paid', 'refunded')
  JOIN "properties" p ON p."id" = bk."property_id"
  WHERE bk."id" = b AND bk."status" IN ('confirmed', 'completed', 'no_show', 'cancelled')
    AND (bk."status" <> 'cancelled' OR bk."cancel_at" IS NOT NULL)
  UNION ALL
  SELECT bk."id", bk."property_id", p."prefecture", (coalesce(r."refunded_at", r."created_at") AT TIME ZONE 'Asia/Tokyo')::date, 0::bigint, r."amount_jpy"::bigint,
    ("revenue_commission_held"(bk."status"::text, bk."accommodation_tax_jpy", bk."cancel_fee_jpy", pay."amount_jpy" - r.before - r."amount_jpy")
      - "revenue_commission_held"(bk."status"::text, bk."accommodation_tax_jpy", bk."cancel_fee_jpy", pay."amount_jpy" - r.before))::bigint,
    0,
    ("revenue_tax_held"(bk."status"::text, bk."accommodation_tax_jpy", bk."cancel_fee_jpy", pay."amount_jpy" - r.before - r."amount_jpy")
      - "revenue_tax_held"(bk."status"::text, bk."accommodation_tax_jpy", bk."cancel_fee_jpy", pay."amount_jpy" - r.before))::bigint
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
CREATE OR REPLACE FUNCTION "revenue_days_move"(plus "revenue_entries"[], minus "revenue_entries"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "revenue_days" ("day", "prefecture", "gross_jpy", "refunds_jpy", "commission_jpy", "bookings", "accommodation_tax_jpy")
    SELECT e."day", e."prefecture", sum(e."gross_jpy"), sum(e."refunds_jpy"), sum(e."commission_jpy"), sum(e."bookings"), sum(e."accommodation_tax_jpy")
    FROM (
      SELECT "day", "prefecture", "gross_jpy", "refunds_jpy", "commission_jpy", "bookings", "accommodation_tax_jpy" FROM unnest(plus)
      UNION ALL
      SELECT "day", "prefecture", -"gross_jpy", -"refunds_jpy", -"commission_jpy", -"bookings", -"accommodation_tax_jpy" FROM unnest(minus)
    ) e GROUP BY 1, 2
    HAVING sum(e."gross_jpy") <> 0 OR sum(e."refunds_jpy") <> 0 OR sum(e."commission_jpy") <> 0 OR sum(e."bookings") <> 0 OR sum(e."accommodation_tax_jpy") <> 0
    ORDER BY 1, 2
  ON CONFLICT ("day", "prefecture") DO UPDATE SET
    "gross_jpy" = "revenue_days"."gross_jpy" + excluded."gross_jpy",
    "refunds_jpy" = "revenue_days"."refunds_jpy" + excluded."refunds_jpy",
    "commission_jpy" = "revenue_days"."commission_jpy" + excluded."commission_jpy",
    "bookings" = "revenue_days"."bookings" + excluded."bookings",
    "accommodation_tax_jpy" = "revenue_days"."accommodation_tax_jpy" + excluded."accommodation_tax_jpy";
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "revenue_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "revenue_entries";
  DELETE FROM "revenue_days";
  INSERT INTO "revenue_entries" SELECT e.* FROM "bookings" bk, "revenue_entries_of"(bk."id") e
    WHERE bk."status" IN ('confirmed', 'completed', 'no_show', 'cancelled') AND e."day" IS NOT NULL;
  INSERT INTO "revenue_days" ("day", "prefecture", "gross_jpy", "refunds_jpy", "commission_jpy", "bookings", "accommodation_tax_jpy")
    SELECT "day", "prefecture", sum("gross_jpy"), sum("refunds_jpy"), sum("commission_jpy"), sum("bookings"), sum("accommodation_tax_jpy")
    FROM "revenue_entries" GROUP BY 1, 2;
END
$$;--> statement-breakpoint
-- A change of the booking's tax or kept fee moves its rows too.
DROP TRIGGER "bookings_revenue_rows" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "bookings_revenue_rows" AFTER INSERT OR DELETE OR UPDATE OF "status", "cancel_at", "checkout_date", "property_id", "accommodation_tax_jpy", "cancel_fee_jpy" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_revenue_track"();--> statement-breakpoint
-- Every kept row again, with the tax apart and the commission on the stay alone.
SELECT "revenue_rebuild"();--> statement-breakpoint
-- Payout items: the tax in each item's gross. The items of a payout still pending (not yet in an admin's
-- transfer run) get the commission on the stay alone, and their payout the new sums; a payout already in a
-- run or paid keeps what was transferred (its tax is shown, its amounts are not rewritten).
UPDATE "payout_items" pi SET "accommodation_tax_jpy" = CASE WHEN pi."kind" = 'stay'
    THEN "revenue_tax_held"(bk."status"::text, bk."accommodation_tax_jpy", bk."cancel_fee_jpy", pi."gross_jpy") ELSE 0 END
  FROM "bookings" bk WHERE bk."id" = pi."booking_id" AND bk."accommodation_tax_jpy" > 0;--> statement-breakpoint
UPDATE "payout_items" pi SET
    "commission_jpy" = ((pi."gross_jpy" - pi."accommodation_tax_jpy") * "revenue_commission_percent"()) / 100,
    "net_jpy" = pi."gross_jpy" - ((pi."gross_jpy" - pi."accommodation_tax_jpy") * "revenue_commission_percent"()) / 100
  FROM "payouts" po WHERE po."id" = pi."payout_id" AND po."status" = 'pending' AND pi."accommodation_tax_jpy" > 0;--> statement-breakpoint
UPDATE "payouts" po SET
    "accommodation_tax_jpy" = s.tax,
    "fee_jpy" = CASE WHEN po."status" = 'pending' THEN s.commission ELSE po."fee_jpy" END,
    "net_amount_jpy" = CASE WHEN po."status" = 'pending' THEN s.net ELSE po."net_amount_jpy" END
  FROM (SELECT "payout_id", sum("accommodation_tax_jpy")::int AS tax, sum("commission_jpy")::int AS commission, sum("net_jpy")::int AS net
    FROM "payout_items" GROUP BY 1) s
  WHERE s."payout_id" = po."id" AND s.tax > 0;
