CREATE TABLE "revenue_days" (
	"day" date NOT NULL,
	"prefecture" text NOT NULL,
	"gross_jpy" bigint NOT NULL,
	"refunds_jpy" bigint NOT NULL,
	"commission_jpy" bigint NOT NULL,
	"bookings" integer NOT NULL,
	CONSTRAINT "revenue_days_day_prefecture_pk" PRIMARY KEY("day","prefecture")
);
--> statement-breakpoint
CREATE TABLE "revenue_entries" (
	"booking_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"prefecture" text NOT NULL,
	"day" date NOT NULL,
	"gross_jpy" bigint NOT NULL,
	"refunds_jpy" bigint NOT NULL,
	"commission_jpy" bigint NOT NULL,
	"bookings" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "revenue_entries_booking_id_index" ON "revenue_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "revenue_entries_property_id_index" ON "revenue_entries" USING btree ("property_id");