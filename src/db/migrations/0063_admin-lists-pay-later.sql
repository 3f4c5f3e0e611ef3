-- A request to book paid after approval is a booking from the moment it is sent (booking-conditions'
-- isBooking), also while approved and awaiting its コンビニ払い or 銀行振込 (tentative) and once released
-- unpaid (cancelled, never paid): the back office lists and counts it too.
DROP INDEX "bookings_listed_newest";--> statement-breakpoint
DROP INDEX "bookings_listed_checkin";--> statement-breakpoint
DROP INDEX "bookings_listed_checkin_created";--> statement-breakpoint
DROP INDEX "bookings_listed_checkin_month";--> statement-breakpoint
DROP INDEX "bookings_listed_stay";--> statement-breakpoint
ALTER TABLE "booking_counts" ADD COLUMN "pay_after_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_counts" DROP CONSTRAINT "booking_counts_checkin_date_checkout_date_status_ever_paid_pk";--> statement-breakpoint
ALTER TABLE "booking_counts" ADD CONSTRAINT "booking_counts_checkin_date_checkout_date_status_ever_paid_pay_after_approval_pk" PRIMARY KEY("checkin_date","checkout_date","status","ever_paid","pay_after_approval");--> statement-breakpoint
CREATE INDEX "bookings_listed_newest" ON "bookings" USING btree ("created_at","id") WHERE pay_after_approval or (status <> 'tentative' and (status <> 'cancelled' or ever_paid));--> statement-breakpoint
CREATE INDEX "bookings_listed_checkin" ON "bookings" USING btree ("checkin_date","id") WHERE pay_after_approval or (status <> 'tentative' and (status <> 'cancelled' or ever_paid));--> statement-breakpoint
CREATE INDEX "bookings_listed_checkin_created" ON "bookings" USING btree ("checkin_date","created_at","id") WHERE pay_after_approval or (status <> 'tentative' and (status <> 'cancelled' or ever_paid));--> statement-breakpoint
CREATE INDEX "bookings_listed_checkin_month" ON "bookings" USING btree ((date_trunc('month', checkin_date::timestamp)::date),"created_at","id") WHERE pay_after_approval or (status <> 'tentative' and (status <> 'cancelled' or ever_paid));--> statement-breakpoint
CREATE INDEX "bookings_listed_stay" ON "bookings" USING gist (daterange(checkin_date, checkout_date)) WHERE pay_after_approval or (status <> 'tentative' and (status <> 'cancelled' or ever_paid));;--> statement-breakpoint
-- booking_counts: also per pay_after_approval, and counting such a request in every status.
CREATE OR REPLACE FUNCTION "booking_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "booking_counts";
    RETURN NULL;
  END IF;
  -- Unpaid holds (tentative) are never listed, so never counted: many guests holding the same nights at
  -- once must not queue on one counter row while the overlap check waits for their commits. An approved
  -- request awaiting payment is listed (a few rows, each approved by its own host).
  IF TG_OP IN ('UPDATE', 'DELETE') AND (OLD."status" <> 'tentative' OR OLD."pay_after_approval") THEN
    UPDATE "booking_counts" SET "n" = "n" - 1
      WHERE "checkin_date" = OLD."checkin_date" AND "checkout_date" = OLD."checkout_date" AND "status" = OLD."status"
        AND "ever_paid" = OLD."ever_paid" AND "pay_after_approval" = OLD."pay_after_approval";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (NEW."status" <> 'tentative' OR NEW."pay_after_approval") THEN
    INSERT INTO "booking_counts" ("checkin_date", "checkout_date", "status", "ever_paid", "pay_after_approval", "n")
      VALUES (NEW."checkin_date", NEW."checkout_date", NEW."status", NEW."ever_paid", NEW."pay_after_approval", 1)
      ON CONFLICT ("checkin_date", "checkout_date", "status", "ever_paid", "pay_after_approval") DO UPDATE SET "n" = "booking_counts"."n" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "bookings_counts_rows" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "bookings_counts_rows" AFTER INSERT OR DELETE OR UPDATE OF "status", "ever_paid", "pay_after_approval", "checkin_date", "checkout_date" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "booking_counts_track"();--> statement-breakpoint
DELETE FROM "booking_counts";--> statement-breakpoint
INSERT INTO "booking_counts" ("checkin_date", "checkout_date", "status", "ever_paid", "pay_after_approval", "n")
  SELECT "checkin_date", "checkout_date", "status", "ever_paid", "pay_after_approval", count(*) FROM "bookings"
  WHERE "status" <> 'tentative' OR "pay_after_approval" GROUP BY 1, 2, 3, 4, 5;