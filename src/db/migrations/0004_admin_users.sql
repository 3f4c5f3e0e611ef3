-- The back office's user list: suspension, last sign-in, a search text with trigram and two-character
-- indexes, the orders' indexes, and the counts per role, verification and suspension kept by a trigger.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The distinct two-character pieces of a text: pg_trgm cannot index a two-character search, which is
-- the usual length of a Japanese family name, so the list searches these instead.
CREATE FUNCTION "text_bigrams"(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(t, i, 2)), '{}') FROM generate_series(1, length(t) - 1) AS i
$$;--> statement-breakpoint
CREATE TABLE "user_facet_counts" (
	"role" "user_role" NOT NULL,
	"id_verified" boolean NOT NULL,
	"suspended" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "user_facet_counts_role_id_verified_suspended_pk" PRIMARY KEY("role","id_verified","suspended")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(normalize(coalesce(full_name, '') || ' ' || coalesce(email, ''), NFKC))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_bigrams" text[] GENERATED ALWAYS AS (text_bigrams(lower(normalize(coalesce(full_name, '') || ' ' || coalesce(email, ''), NFKC)))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm" ON "users" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_search_bigrams" ON "users" USING gin ("search_bigrams") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_full_name_idx" ON "users" USING btree ("full_name","id");--> statement-breakpoint
CREATE FUNCTION "user_facet_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "user_facet_counts";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "user_facet_counts" SET "n" = "n" - 1
      WHERE "role" = OLD."role" AND "id_verified" = OLD."id_verified" AND "suspended" = (OLD."suspended_at" IS NOT NULL);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "user_facet_counts" ("role", "id_verified", "suspended", "n")
      VALUES (NEW."role", NEW."id_verified", NEW."suspended_at" IS NOT NULL, 1)
      ON CONFLICT ("role", "id_verified", "suspended") DO UPDATE SET "n" = "user_facet_counts"."n" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_facet_counts_rows" AFTER INSERT OR DELETE OR UPDATE OF "role", "id_verified", "suspended_at" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "user_facet_counts_track"();--> statement-breakpoint
CREATE TRIGGER "users_facet_counts_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_facet_counts_track"();--> statement-breakpoint
INSERT INTO "user_facet_counts" ("role", "id_verified", "suspended", "n")
  SELECT "role", "id_verified", "suspended_at" IS NOT NULL, count(*) FROM "users" GROUP BY 1, 2, 3;
