-- The kept search texts fold kana like every search (search_fold, migration 0033), and a booking's guest
-- and a payout's host are found by their reading too (docs/product/people.md): the functions that write
-- them, the triggers that follow a reading's change, and every kept text written again. The houses'
-- search text (written by the app, src/domain/destination-search.ts) now holds the city's reading: it is
-- emptied here and written again at start by backfillPropertySearchText.
CREATE OR REPLACE FUNCTION "booking_guest_search_text"(b uuid, guest uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT search_fold(coalesce(
    (SELECT bg."full_name" || coalesce(' ' || bg."full_name_kana", '') FROM "booking_guests" bg WHERE bg."booking_id" = b ORDER BY bg."is_primary" DESC, bg."id" LIMIT 1),
    (SELECT u."full_name" || coalesce(' ' || u."full_name_kana", '') FROM "users" u WHERE u."id" = guest), ''))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "payment_search_text"(b uuid, intent text, charge text, refund text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT search_fold(concat_ws(' ', bk."id"::text,
      coalesce((SELECT g."full_name" FROM "booking_guests" g WHERE g."booking_id" = bk."id" AND g."is_primary" LIMIT 1), u."full_name"),
      u."full_name", intent, charge, refund))
    FROM "bookings" bk JOIN "users" u ON u."id" = bk."guest_user_id" WHERE bk."id" = b), '')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "review_search_text"(property uuid, reviewer uuid, body text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT search_fold(p."title" || ' ' || u."full_name" || ' ' || coalesce(body, ''))
    FROM "properties" p, "users" u WHERE p."id" = property AND u."id" = reviewer), '')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "payout_search_text"(host uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT search_fold(u."full_name" || ' ' || coalesce(u."full_name_kana", '') || ' ' || coalesce(hp."display_name", '') || ' ' || u."email" || ' ' ||
      coalesce(hp."bank_name", '') || ' ' || coalesce(hp."branch_name", '') || ' ' || coalesce(hp."account_holder", ''))
    FROM "users" u LEFT JOIN "host_profiles" hp ON hp."user_id" = u."id" WHERE u."id" = host), '')
$$;--> statement-breakpoint
DROP TRIGGER "booking_guests_search" ON "booking_guests";--> statement-breakpoint
CREATE TRIGGER "booking_guests_search" AFTER INSERT OR DELETE OR UPDATE OF "booking_id", "is_primary", "full_name", "full_name_kana" ON "booking_guests"
  FOR EACH ROW EXECUTE FUNCTION "booking_guests_search_track"();--> statement-breakpoint
DROP TRIGGER "users_booking_search" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_booking_search" AFTER UPDATE OF "full_name", "full_name_kana" ON "users"
  FOR EACH ROW WHEN (NEW."full_name" IS DISTINCT FROM OLD."full_name" OR NEW."full_name_kana" IS DISTINCT FROM OLD."full_name_kana") EXECUTE FUNCTION "users_booking_search_track"();--> statement-breakpoint
DROP TRIGGER "users_payout_search" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_payout_search" AFTER UPDATE OF "full_name", "full_name_kana", "email" ON "users"
  FOR EACH ROW WHEN (NEW."full_name" IS DISTINCT FROM OLD."full_name" OR NEW."full_name_kana" IS DISTINCT FROM OLD."full_name_kana" OR NEW."email" IS DISTINCT FROM OLD."email") EXECUTE FUNCTION "users_payout_search_track"();--> statement-breakpoint
UPDATE "bookings" SET "guest_search_text" = "booking_guest_search_text"("id", "guest_user_id");--> statement-breakpoint
UPDATE "payments" SET "search_text" = "payment_search_text"("booking_id", "stripe_payment_intent_id", "provider_charge_id", NULL);--> statement-breakpoint
UPDATE "refunds" r SET "search_text" = "payment_search_text"(p."booking_id", p."stripe_payment_intent_id", p."provider_charge_id", r."provider_refund_id")
  FROM "payments" p WHERE p."id" = r."payment_id";--> statement-breakpoint
UPDATE "reviews" SET "search_text" = "review_search_text"("property_id", "reviewer_user_id", "comment");--> statement-breakpoint
UPDATE "payouts" SET "search_text" = "payout_search_text"("host_user_id");--> statement-breakpoint
UPDATE "properties" SET "search_text" = '';
