CREATE TABLE "minpaku_municipal_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prefecture" text NOT NULL,
	"city" text NOT NULL,
	"zone_note" text DEFAULT '' NOT NULL,
	"max_nights" integer,
	"allowed_periods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"source_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "minpaku_municipal_limits_nights" CHECK ("minpaku_municipal_limits"."max_nights" is null or "minpaku_municipal_limits"."max_nights" between 0 and 180),
	CONSTRAINT "minpaku_municipal_limits_dates" CHECK ("minpaku_municipal_limits"."effective_to" is null or "minpaku_municipal_limits"."effective_to" >= "minpaku_municipal_limits"."effective_from")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "minpaku_allowed_periods" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "minpaku_max_nights" integer;--> statement-breakpoint
CREATE INDEX "minpaku_municipal_limits_prefecture_city_index" ON "minpaku_municipal_limits" USING btree ("prefecture","city");--> statement-breakpoint
-- Kyoto city's residential zones (京都市住宅宿泊事業の適正な運営を確保するための措置に関する条例): nights only
-- from 15 January noon to 16 March noon: the nights of 15 January to 15 March (docs/product/minpaku-180-nights.md). Admins edit the table.
INSERT INTO "minpaku_municipal_limits" ("prefecture", "city", "zone_note", "max_nights", "allowed_periods", "effective_from", "effective_to", "source_url") VALUES
  ('京都府', '京都市', '住居専用地域（家主居住型・市長が認めた京町家を除く）', NULL, '[{"from":"01-15","to":"03-16"}]'::jsonb, '2018-06-15', NULL, 'https://en3-jg.d1-law.com/kyoto/d1w_reiki/H430901010021/H430901010021_j.html');
