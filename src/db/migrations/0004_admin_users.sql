-- The back office's user list: suspension, last sign-in, a trigram-indexed search text and the counters' indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(normalize(coalesce(full_name, '') || ' ' || coalesce(email, ''), NFKC))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "users_verified_idx" ON "users" USING btree ("id") WHERE "users"."id_verified";--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role","id");