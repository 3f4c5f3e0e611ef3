ALTER TABLE "payout_items" ADD COLUMN "accommodation_tax_jpy" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "accommodation_tax_jpy" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "revenue_days" ADD COLUMN "accommodation_tax_jpy" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "revenue_entries" ADD COLUMN "accommodation_tax_jpy" bigint DEFAULT 0 NOT NULL;