-- Verified addresses (docs/product/accounts.md, "Verified address"). Every account made before this
-- migration counts as verified (its own day of creation): those people have booked, hosted and been paid
-- with the address they have, and a gate they never saw must not stop them.
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
UPDATE "users" SET "email_verified_at" = "created_at";--> statement-breakpoint
-- The forgotten password's links become the one table of single-use e-mail links, with their purpose.
ALTER TABLE "password_reset_tokens" RENAME TO "email_links";--> statement-breakpoint
ALTER TABLE "email_links" RENAME CONSTRAINT "password_reset_tokens_user_id_users_id_fk" TO "email_links_user_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "password_reset_tokens_user_id_index" RENAME TO "email_links_user_id_index";--> statement-breakpoint
ALTER INDEX "password_reset_tokens_expires_at_index" RENAME TO "email_links_expires_at_index";--> statement-breakpoint
ALTER TABLE "email_links" ADD COLUMN "purpose" text DEFAULT 'password_reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_links" ALTER COLUMN "purpose" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "email_links" ADD COLUMN "email" text;
