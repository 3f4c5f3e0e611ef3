CREATE TYPE "public"."price_model" AS ENUM('house', 'person');--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_model" "price_model" DEFAULT 'house' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "guests_included" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "extra_guest_fee_jpy" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "child_rate_percent" integer DEFAULT 70 NOT NULL;