ALTER TABLE "payout_batches" ADD COLUMN "payout_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD COLUMN "total_jpy" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD COLUMN "file_cipher" text;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD COLUMN "file_sha256" text;--> statement-breakpoint
-- Batches made before: their transfers and sum as their payouts stand now (the best record there is).
UPDATE "payout_batches" b SET "payout_count" = s.n, "total_jpy" = s.total
  FROM (SELECT "batch_id", count(*)::int AS n, coalesce(sum("net_amount_jpy"), 0) AS total FROM "payouts" WHERE "batch_id" IS NOT NULL GROUP BY "batch_id") s
  WHERE s."batch_id" = b."id";--> statement-breakpoint
-- A batched payout's transfer day is its batch's 振込指定日 (15:00 Japan time, as the monthly schedule).
UPDATE "payouts" p SET "scheduled_at" = (b."transfer_date"::timestamp + time '15:00') AT TIME ZONE 'Asia/Tokyo'
  FROM "payout_batches" b WHERE b."id" = p."batch_id";
