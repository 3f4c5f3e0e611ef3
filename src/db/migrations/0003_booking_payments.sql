ALTER TYPE "public"."payment_provider" ADD VALUE 'local';--> statement-breakpoint
CREATE TABLE "local_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_jpy" integer NOT NULL,
	"description" text NOT NULL,
	"customer_email" text,
	"capture_method" text DEFAULT 'automatic' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"payment_intent_id" text NOT NULL,
	"refunded_jpy" integer DEFAULT 0 NOT NULL,
	"card_last4" text,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_checkout_sessions_paymentIntentId_unique" UNIQUE("payment_intent_id")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dedupe_key" text,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_content" text NOT NULL,
	"html_content" text NOT NULL,
	"user_id" uuid,
	"booking_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"error_message" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_dedupeKey_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
DROP INDEX "payments_booking_id_index";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "authorized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" ADD CONSTRAINT "local_checkout_sessions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_booking_id_index" ON "email_outbox" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "email_outbox_to_address_index" ON "email_outbox" USING btree ("to_address");--> statement-breakpoint
CREATE INDEX "bookings_status_hold_expires_at_index" ON "bookings" USING btree ("status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "bookings_status_checkout_date_index" ON "bookings" USING btree ("status","checkout_date");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bookingId_unique" UNIQUE("booking_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_providerRefundId_unique" UNIQUE("provider_refund_id");