CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"addressee" text NOT NULL,
	"purpose" text NOT NULL,
	"received_jpy" integer NOT NULL,
	"refunded_jpy" integer NOT NULL,
	"accommodation_tax_jpy" integer NOT NULL,
	"consumption_tax_jpy" integer NOT NULL,
	"paid_on" text NOT NULL,
	"issuer_registration_number" text NOT NULL,
	"host_registration_number" text,
	"issued_by_user_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_number_unique" UNIQUE("number"),
	CONSTRAINT "receipts_booking_sequence" UNIQUE("booking_id","sequence")
);
--> statement-breakpoint
ALTER TABLE "host_profiles" ADD COLUMN "invoice_registration_number" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;