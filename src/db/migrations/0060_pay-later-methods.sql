CREATE TYPE "public"."payment_method" AS ENUM('card', 'konbini', 'bank_transfer');--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" ADD COLUMN "pay_later_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" ADD COLUMN "pay_later_refusal" text;--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" ADD COLUMN "payment_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" "payment_method" DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payable_until" timestamp with time zone;