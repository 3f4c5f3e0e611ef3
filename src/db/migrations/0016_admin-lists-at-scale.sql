-- The kept columns and tables of the back office's lists at scale; their triggers, their first values and
-- the indexes over the kept columns are in 0017 (the indexes after the first values, so the backfill does not
-- update them row by row).
CREATE TABLE "booking_counts" (
	"checkin_date" date NOT NULL,
	"checkout_date" date NOT NULL,
	"status" "booking_status" NOT NULL,
	"ever_paid" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "booking_counts_checkin_date_checkout_date_status_ever_paid_pk" PRIMARY KEY("checkin_date","checkout_date","status","ever_paid")
);
--> statement-breakpoint
CREATE TABLE "payment_totals" (
	"kind" text NOT NULL,
	"status" "payment_status" NOT NULL,
	"n" integer NOT NULL,
	"amount_jpy" bigint NOT NULL,
	CONSTRAINT "payment_totals_kind_status_pk" PRIMARY KEY("kind","status")
);
--> statement-breakpoint
CREATE TABLE "review_counts" (
	"rating" integer NOT NULL,
	"visibility" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "review_counts_rating_visibility_pk" PRIMARY KEY("rating","visibility")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ever_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_search_bigrams" text[] GENERATED ALWAYS AS (text_bigrams(guest_search_text)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "search_bigrams" text[] GENERATED ALWAYS AS (text_bigrams(search_text)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "search_bigrams" text[] GENERATED ALWAYS AS (text_bigrams(search_text)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "search_bigrams" text[] GENERATED ALWAYS AS (text_bigrams(search_text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_counts_checkout_date_index" ON "booking_counts" USING btree ("checkout_date");
