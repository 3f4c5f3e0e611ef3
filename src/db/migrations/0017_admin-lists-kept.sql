-- The back office's lists at scale (issue 12): what 0016 added is kept by triggers here, given its first
-- values, then indexed.
--
-- bookings.ever_paid: money was authorised or taken for the booking (booking-conditions' everPaid).
CREATE FUNCTION "bookings_ever_paid_refresh"(b uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE "bookings" SET "ever_paid" = e.paid
  FROM (SELECT exists (SELECT 1 FROM "payments" p WHERE p."booking_id" = b AND (p."authorized_at" IS NOT NULL OR p."captured_at" IS NOT NULL)) AS paid) e
  WHERE "bookings"."id" = b AND "bookings"."ever_paid" <> e.paid
$$;--> statement-breakpoint
CREATE FUNCTION "payments_ever_paid_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "bookings_ever_paid_refresh"(OLD."booking_id");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."booking_id" <> OLD."booking_id") THEN
    PERFORM "bookings_ever_paid_refresh"(NEW."booking_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- booking_counts: bookings per check-in day, check-out day, status and ever_paid.
CREATE FUNCTION "booking_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "booking_counts";
    RETURN NULL;
  END IF;
  -- Unpaid holds (tentative) are never listed, so never counted: many guests holding the same nights at
  -- once must not queue on one counter row while the overlap check waits for their commits.
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" <> 'tentative' THEN
    UPDATE "booking_counts" SET "n" = "n" - 1
      WHERE "checkin_date" = OLD."checkin_date" AND "checkout_date" = OLD."checkout_date" AND "status" = OLD."status" AND "ever_paid" = OLD."ever_paid";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" <> 'tentative' THEN
    INSERT INTO "booking_counts" ("checkin_date", "checkout_date", "status", "ever_paid", "n")
      VALUES (NEW."checkin_date", NEW."checkout_date", NEW."status", NEW."ever_paid", 1)
      ON CONFLICT ("checkin_date", "checkout_date", "status", "ever_paid") DO UPDATE SET "n" = "booking_counts"."n" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- payment_totals: payments and refunds per status, with their sum.
CREATE FUNCTION "payment_totals_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "payment_totals" WHERE "kind" = TG_ARGV[0];
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "payment_totals" SET "n" = "n" - 1, "amount_jpy" = "amount_jpy" - OLD."amount_jpy"
      WHERE "kind" = TG_ARGV[0] AND "status" = OLD."status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "payment_totals" ("kind", "status", "n", "amount_jpy") VALUES (TG_ARGV[0], NEW."status", 1, NEW."amount_jpy")
      ON CONFLICT ("kind", "status") DO UPDATE SET "n" = "payment_totals"."n" + 1, "amount_jpy" = "payment_totals"."amount_jpy" + NEW."amount_jpy";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The search texts. A booking's guest name: the first guest entered at booking (the primary one first),
-- else the account's name (admin-bookings' guestName); a payment's or refund's row: booking id, the
-- primary guest's name else the account's, the account's name, and the provider's ids (admin-payments).
CREATE FUNCTION "booking_guest_search_text"(b uuid, guest uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(normalize(coalesce(
    (SELECT bg."full_name" FROM "booking_guests" bg WHERE bg."booking_id" = b ORDER BY bg."is_primary" DESC, bg."id" LIMIT 1),
    (SELECT u."full_name" FROM "users" u WHERE u."id" = guest), ''), NFKC))
$$;--> statement-breakpoint
CREATE FUNCTION "payment_search_text"(b uuid, intent text, charge text, refund text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT lower(normalize(concat_ws(' ', bk."id"::text,
      coalesce((SELECT g."full_name" FROM "booking_guests" g WHERE g."booking_id" = bk."id" AND g."is_primary" LIMIT 1), u."full_name"),
      u."full_name", intent, charge, refund), NFKC))
    FROM "bookings" bk JOIN "users" u ON u."id" = bk."guest_user_id" WHERE bk."id" = b), '')
$$;--> statement-breakpoint
-- Everything a booking's guest name is part of, written again.
CREATE FUNCTION "booking_search_refresh"(b uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "bookings" SET "guest_search_text" = "booking_guest_search_text"("id", "guest_user_id")
    -- Not an unpaid hold's row: rewriting it would check the nights' overlap again while other guests'
    -- holds of the same nights wait on it (a deadlock); its text is set when it stops being a hold.
    WHERE "id" = b AND "status" <> 'tentative' AND "guest_search_text" IS DISTINCT FROM "booking_guest_search_text"("id", "guest_user_id");
  UPDATE "payments" SET "search_text" = "payment_search_text"("booking_id", "stripe_payment_intent_id", "provider_charge_id", NULL)
    WHERE "booking_id" = b;
  UPDATE "refunds" r SET "search_text" = "payment_search_text"(p."booking_id", p."stripe_payment_intent_id", p."provider_charge_id", r."provider_refund_id")
    FROM "payments" p WHERE p."id" = r."payment_id" AND p."booking_id" = b;
END
$$;--> statement-breakpoint
CREATE FUNCTION "booking_guests_search_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "booking_search_refresh"(OLD."booking_id");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."booking_id" <> OLD."booking_id") THEN
    PERFORM "booking_search_refresh"(NEW."booking_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "users_booking_search_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "booking_search_refresh"(b."id") FROM "bookings" b WHERE b."guest_user_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bookings_search_text_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."guest_search_text" := "booking_guest_search_text"(NEW."id", NEW."guest_user_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bookings_search_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "booking_search_refresh"(NEW."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "payments_search_text_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_text" := "payment_search_text"(NEW."booking_id", NEW."stripe_payment_intent_id", NEW."provider_charge_id", NULL);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION "payments_refunds_search_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "refunds" SET "search_text" = "payment_search_text"(NEW."booking_id", NEW."stripe_payment_intent_id", NEW."provider_charge_id", "provider_refund_id")
    WHERE "payment_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "refunds_search_text_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_text" := coalesce((SELECT "payment_search_text"(p."booking_id", p."stripe_payment_intent_id", p."provider_charge_id", NEW."provider_refund_id")
    FROM "payments" p WHERE p."id" = NEW."payment_id"), '');
  RETURN NEW;
END
$$;--> statement-breakpoint
-- First values (set before the triggers exist, in one pass each).
UPDATE "bookings" b SET
  "ever_paid" = exists (SELECT 1 FROM "payments" p WHERE p."booking_id" = b."id" AND (p."authorized_at" IS NOT NULL OR p."captured_at" IS NOT NULL)),
  "guest_search_text" = lower(normalize(coalesce(
    (SELECT bg."full_name" FROM "booking_guests" bg WHERE bg."booking_id" = b."id" ORDER BY bg."is_primary" DESC, bg."id" LIMIT 1), u."full_name", ''), NFKC))
  FROM "users" u WHERE u."id" = b."guest_user_id";--> statement-breakpoint
UPDATE "payments" p SET "search_text" = lower(normalize(concat_ws(' ', b."id"::text,
    coalesce((SELECT g."full_name" FROM "booking_guests" g WHERE g."booking_id" = b."id" AND g."is_primary" LIMIT 1), u."full_name"),
    u."full_name", p."stripe_payment_intent_id", p."provider_charge_id"), NFKC))
  FROM "bookings" b JOIN "users" u ON u."id" = b."guest_user_id" WHERE b."id" = p."booking_id";--> statement-breakpoint
UPDATE "refunds" r SET "search_text" = lower(normalize(concat_ws(' ', b."id"::text,
    coalesce((SELECT g."full_name" FROM "booking_guests" g WHERE g."booking_id" = b."id" AND g."is_primary" LIMIT 1), u."full_name"),
    u."full_name", p."stripe_payment_intent_id", p."provider_charge_id", r."provider_refund_id"), NFKC))
  FROM "payments" p JOIN "bookings" b ON b."id" = p."booking_id" JOIN "users" u ON u."id" = b."guest_user_id" WHERE p."id" = r."payment_id";--> statement-breakpoint
INSERT INTO "booking_counts" ("checkin_date", "checkout_date", "status", "ever_paid", "n")
  SELECT "checkin_date", "checkout_date", "status", "ever_paid", count(*) FROM "bookings" WHERE "status" <> 'tentative' GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "payment_totals" ("kind", "status", "n", "amount_jpy")
  SELECT 'payment', "status", count(*), sum("amount_jpy") FROM "payments" GROUP BY 2
  UNION ALL SELECT 'refund', "status", count(*), sum("amount_jpy") FROM "refunds" GROUP BY 2;--> statement-breakpoint
-- The triggers. Row triggers on bookings fire in name order: the guest's search text is set before the row
-- is written; the counters follow the written row.
CREATE TRIGGER "payments_ever_paid" AFTER INSERT OR DELETE OR UPDATE OF "booking_id", "authorized_at", "captured_at" ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_ever_paid_track"();--> statement-breakpoint
CREATE TRIGGER "bookings_counts_rows" AFTER INSERT OR DELETE OR UPDATE OF "status", "ever_paid", "checkin_date", "checkout_date" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "booking_counts_track"();--> statement-breakpoint
CREATE TRIGGER "bookings_counts_truncate" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_counts_track"();--> statement-breakpoint
CREATE TRIGGER "payments_totals_rows" AFTER INSERT OR DELETE OR UPDATE OF "status", "amount_jpy" ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payment_totals_track"('payment');--> statement-breakpoint
CREATE TRIGGER "payments_totals_truncate" AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_totals_track"('payment');--> statement-breakpoint
CREATE TRIGGER "refunds_totals_rows" AFTER INSERT OR DELETE OR UPDATE OF "status", "amount_jpy" ON "refunds"
  FOR EACH ROW EXECUTE FUNCTION "payment_totals_track"('refund');--> statement-breakpoint
CREATE TRIGGER "refunds_totals_truncate" AFTER TRUNCATE ON "refunds"
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_totals_track"('refund');--> statement-breakpoint
CREATE TRIGGER "bookings_search_text_set" BEFORE INSERT OR UPDATE OF "guest_user_id", "status" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_search_text_set"();--> statement-breakpoint
CREATE TRIGGER "bookings_search_guest_changed" AFTER UPDATE OF "guest_user_id" ON "bookings"
  FOR EACH ROW WHEN (NEW."guest_user_id" IS DISTINCT FROM OLD."guest_user_id") EXECUTE FUNCTION "bookings_search_track"();--> statement-breakpoint
CREATE TRIGGER "booking_guests_search" AFTER INSERT OR DELETE OR UPDATE OF "booking_id", "is_primary", "full_name" ON "booking_guests"
  FOR EACH ROW EXECUTE FUNCTION "booking_guests_search_track"();--> statement-breakpoint
CREATE TRIGGER "users_booking_search" AFTER UPDATE OF "full_name" ON "users"
  FOR EACH ROW WHEN (NEW."full_name" IS DISTINCT FROM OLD."full_name") EXECUTE FUNCTION "users_booking_search_track"();--> statement-breakpoint
CREATE TRIGGER "payments_search_text_set" BEFORE INSERT OR UPDATE OF "booking_id", "stripe_payment_intent_id", "provider_charge_id" ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_search_text_set"();--> statement-breakpoint
CREATE TRIGGER "payments_refunds_search" AFTER UPDATE OF "booking_id", "stripe_payment_intent_id", "provider_charge_id" ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_refunds_search_track"();--> statement-breakpoint
CREATE TRIGGER "refunds_search_text_set" BEFORE INSERT OR UPDATE OF "payment_id", "provider_refund_id" ON "refunds"
  FOR EACH ROW EXECUTE FUNCTION "refunds_search_text_set"();--> statement-breakpoint
-- Reviews: the back office's search text (house title, reviewer's name, comment) and the counts per
-- rating and state (admin-reviews' HIDDEN, PUBLISHED, AWAITING).
CREATE FUNCTION "review_search_text"(property uuid, reviewer uuid, body text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT lower(normalize(p."title" || ' ' || u."full_name" || ' ' || coalesce(body, ''), NFKC))
    FROM "properties" p, "users" u WHERE p."id" = property AND u."id" = reviewer), '')
$$;--> statement-breakpoint
CREATE FUNCTION "reviews_search_text_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_text" := "review_search_text"(NEW."property_id", NEW."reviewer_user_id", NEW."comment");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION "properties_review_search_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "reviews" SET "search_text" = "review_search_text"("property_id", "reviewer_user_id", "comment") WHERE "property_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "users_review_search_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "reviews" SET "search_text" = "review_search_text"("property_id", "reviewer_user_id", "comment") WHERE "reviewer_user_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "review_visibility"(is_public boolean, published_at timestamptz, hidden_at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN hidden_at IS NOT NULL OR NOT is_public THEN 'hidden' WHEN published_at IS NOT NULL THEN 'published' ELSE 'awaiting' END
$$;--> statement-breakpoint
CREATE FUNCTION "review_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "review_counts";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "review_counts" SET "n" = "n" - 1
      WHERE "rating" = OLD."rating_overall" AND "visibility" = "review_visibility"(OLD."is_public", OLD."published_at", OLD."hidden_at");
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "review_counts" ("rating", "visibility", "n") VALUES (NEW."rating_overall", "review_visibility"(NEW."is_public", NEW."published_at", NEW."hidden_at"), 1)
      ON CONFLICT ("rating", "visibility") DO UPDATE SET "n" = "review_counts"."n" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE "reviews" r SET "search_text" = lower(normalize(p."title" || ' ' || u."full_name" || ' ' || coalesce(r."comment", ''), NFKC))
  FROM "properties" p, "users" u WHERE p."id" = r."property_id" AND u."id" = r."reviewer_user_id";--> statement-breakpoint
INSERT INTO "review_counts" ("rating", "visibility", "n")
  SELECT "rating_overall", "review_visibility"("is_public", "published_at", "hidden_at"), count(*) FROM "reviews" GROUP BY 1, 2;--> statement-breakpoint
CREATE TRIGGER "reviews_search_text_set" BEFORE INSERT OR UPDATE OF "property_id", "reviewer_user_id", "comment" ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "reviews_search_text_set"();--> statement-breakpoint
CREATE TRIGGER "properties_review_search" AFTER UPDATE OF "title" ON "properties"
  FOR EACH ROW WHEN (NEW."title" IS DISTINCT FROM OLD."title") EXECUTE FUNCTION "properties_review_search_track"();--> statement-breakpoint
CREATE TRIGGER "users_review_search" AFTER UPDATE OF "full_name" ON "users"
  FOR EACH ROW WHEN (NEW."full_name" IS DISTINCT FROM OLD."full_name") EXECUTE FUNCTION "users_review_search_track"();--> statement-breakpoint
CREATE TRIGGER "reviews_counts_rows" AFTER INSERT OR DELETE OR UPDATE OF "rating_overall", "is_public", "published_at", "hidden_at" ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "review_counts_track"();--> statement-breakpoint
CREATE TRIGGER "reviews_counts_truncate" AFTER TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "review_counts_track"();--> statement-breakpoint
-- The indexes over the kept columns. The first values' deferred checks (bookings_no_overlap is deferrable) are
-- made now: PostgreSQL refuses to index a table with pending trigger events.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE INDEX "bookings_listed_newest" ON "bookings" USING btree ("created_at","id") WHERE status <> 'tentative' and (status <> 'cancelled' or ever_paid);--> statement-breakpoint
CREATE INDEX "bookings_listed_checkin" ON "bookings" USING btree ("checkin_date","id") WHERE status <> 'tentative' and (status <> 'cancelled' or ever_paid);--> statement-breakpoint
CREATE INDEX "bookings_guest_search_trgm" ON "bookings" USING gin (guest_search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_guest_search_bigrams" ON "bookings" USING gin ("guest_search_bigrams");--> statement-breakpoint
CREATE INDEX "payments_amount_occurred_at" ON "payments" USING btree ("amount_jpy",coalesce(captured_at, authorized_at, created_at),"id");--> statement-breakpoint
CREATE INDEX "payments_search_trgm" ON "payments" USING gin (search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_search_bigrams" ON "payments" USING gin ("search_bigrams");--> statement-breakpoint
CREATE INDEX "refunds_amount_occurred_at" ON "refunds" USING btree ("amount_jpy",coalesce(refunded_at, created_at),"id");--> statement-breakpoint
CREATE INDEX "refunds_search_trgm" ON "refunds" USING gin (search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "refunds_search_bigrams" ON "refunds" USING gin ("search_bigrams");--> statement-breakpoint
CREATE INDEX "reviews_lowest" ON "reviews" USING btree ("rating_overall","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_search_trgm" ON "reviews" USING gin (search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_search_bigrams" ON "reviews" USING gin ("search_bigrams");
