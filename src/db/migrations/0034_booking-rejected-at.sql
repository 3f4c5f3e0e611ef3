ALTER TABLE "bookings" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
-- Requests the host rejected before this column: cancelled by the host without the card ever being charged.
UPDATE "bookings" SET "rejected_at" = "cancel_at" WHERE "status" = 'cancelled' AND "cancelled_by" = 'host' AND NOT EXISTS (SELECT 1 FROM "payments" WHERE "payments"."booking_id" = "bookings"."id" AND "payments"."captured_at" IS NOT NULL);
