-- One night of one property can be held by at most one booking that is not cancelled.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "property_id" WITH =,
  daterange("checkin_date", "checkout_date", '[)') WITH &&
) WHERE ("status" <> 'cancelled');
