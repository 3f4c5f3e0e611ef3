CREATE TABLE "payout_counts" (
	"status" "payout_status" NOT NULL,
	"period_month" text,
	"paid_month" text,
	"n" integer NOT NULL,
	"net_jpy" bigint NOT NULL,
	CONSTRAINT "payout_counts_key" UNIQUE NULLS NOT DISTINCT("status","period_month","paid_month")
);
--> statement-breakpoint
DROP INDEX "payouts_period_month_desc";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "host_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "search_bigrams" text[] GENERATED ALWAYS AS (text_bigrams(search_text)) STORED NOT NULL;--> statement-breakpoint
-- The payouts' kept host name and search text (the host's names, e-mail, bank, branch and holder, NFKC,
-- lower case: admin-payouts' search), and payout_counts; their first values, triggers, then the indexes.
CREATE FUNCTION "payout_search_text"(host uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT lower(normalize(u."full_name" || ' ' || coalesce(hp."display_name", '') || ' ' || u."email" || ' ' ||
      coalesce(hp."bank_name", '') || ' ' || coalesce(hp."branch_name", '') || ' ' || coalesce(hp."account_holder", ''), NFKC))
    FROM "users" u LEFT JOIN "host_profiles" hp ON hp."user_id" = u."id" WHERE u."id" = host), '')
$$;--> statement-breakpoint
CREATE FUNCTION "payouts_host_refresh"(host uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE "payouts" SET "host_name" = coalesce((SELECT u."full_name" FROM "users" u WHERE u."id" = host), ''), "search_text" = "payout_search_text"(host)
    WHERE "host_user_id" = host
$$;--> statement-breakpoint
CREATE FUNCTION "payouts_host_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."host_name" := coalesce((SELECT u."full_name" FROM "users" u WHERE u."id" = NEW."host_user_id"), '');
  NEW."search_text" := "payout_search_text"(NEW."host_user_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION "users_payout_search_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "payouts_host_refresh"(NEW."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "host_profiles_payout_search_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "payouts_host_refresh"(OLD."user_id");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."user_id" <> OLD."user_id") THEN
    PERFORM "payouts_host_refresh"(NEW."user_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "payout_paid_month"(status "payout_status", processed_at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN status = 'paid' AND processed_at IS NOT NULL THEN to_char(processed_at AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM') END
$$;--> statement-breakpoint
CREATE FUNCTION "payout_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "payout_counts";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "payout_counts" SET "n" = "n" - 1, "net_jpy" = "net_jpy" - OLD."net_amount_jpy"
      WHERE "status" = OLD."status" AND "period_month" IS NOT DISTINCT FROM OLD."period_month"
        AND "paid_month" IS NOT DISTINCT FROM "payout_paid_month"(OLD."status", OLD."processed_at");
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "payout_counts" ("status", "period_month", "paid_month", "n", "net_jpy")
      VALUES (NEW."status", NEW."period_month", "payout_paid_month"(NEW."status", NEW."processed_at"), 1, NEW."net_amount_jpy")
      ON CONFLICT ON CONSTRAINT "payout_counts_key" DO UPDATE SET "n" = "payout_counts"."n" + 1, "net_jpy" = "payout_counts"."net_jpy" + NEW."net_amount_jpy";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE "payouts" po SET "host_name" = u."full_name", "search_text" = lower(normalize(u."full_name" || ' ' || coalesce(hp."display_name", '') || ' ' || u."email" || ' ' ||
    coalesce(hp."bank_name", '') || ' ' || coalesce(hp."branch_name", '') || ' ' || coalesce(hp."account_holder", ''), NFKC))
  FROM "users" u LEFT JOIN "host_profiles" hp ON hp."user_id" = u."id" WHERE u."id" = po."host_user_id";--> statement-breakpoint
INSERT INTO "payout_counts" ("status", "period_month", "paid_month", "n", "net_jpy")
  SELECT "status", "period_month", "payout_paid_month"("status", "processed_at"), count(*), sum("net_amount_jpy") FROM "payouts" GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE TRIGGER "payouts_host_set" BEFORE INSERT OR UPDATE OF "host_user_id" ON "payouts"
  FOR EACH ROW EXECUTE FUNCTION "payouts_host_set"();--> statement-breakpoint
CREATE TRIGGER "users_payout_search" AFTER UPDATE OF "full_name", "email" ON "users"
  FOR EACH ROW WHEN (NEW."full_name" IS DISTINCT FROM OLD."full_name" OR NEW."email" IS DISTINCT FROM OLD."email") EXECUTE FUNCTION "users_payout_search_track"();--> statement-breakpoint
CREATE TRIGGER "host_profiles_payout_search" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "display_name", "bank_name", "branch_name", "account_holder" ON "host_profiles"
  FOR EACH ROW EXECUTE FUNCTION "host_profiles_payout_search_track"();--> statement-breakpoint
CREATE TRIGGER "payouts_counts_rows" AFTER INSERT OR DELETE OR UPDATE OF "status", "period_month", "processed_at", "net_amount_jpy" ON "payouts"
  FOR EACH ROW EXECUTE FUNCTION "payout_counts_track"();--> statement-breakpoint
CREATE TRIGGER "payouts_counts_truncate" AFTER TRUNCATE ON "payouts"
  FOR EACH STATEMENT EXECUTE FUNCTION "payout_counts_track"();--> statement-breakpoint
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE INDEX "payouts_listed_newest" ON "payouts" USING btree ("period_month" DESC NULLS LAST,"host_name","id");--> statement-breakpoint
CREATE INDEX "payouts_listed_status_newest" ON "payouts" USING btree ("status","period_month" DESC NULLS LAST,"host_name","id");--> statement-breakpoint
CREATE INDEX "payouts_listed_host" ON "payouts" USING btree ("host_name","period_month" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "payouts_search_trgm" ON "payouts" USING gin (search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payouts_search_bigrams" ON "payouts" USING gin ("search_bigrams");
