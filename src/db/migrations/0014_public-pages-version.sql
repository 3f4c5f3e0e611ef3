CREATE TABLE "public_pages_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "public_pages_version_one_row" CHECK ("public_pages_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "public_pages_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Raises the version once per transaction, at its commit (the triggers below are deferred): a reader
-- sees the new version exactly when it sees the new rows, and two writers only meet at their commits.
CREATE FUNCTION "bump_public_pages_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('kominka.public_pages_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE "public_pages_version" SET "version" = "version" + 1 WHERE "id" = 1;
    PERFORM set_config('kominka.public_pages_bumped', txid_current()::text, true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "properties_public_pages" AFTER INSERT OR UPDATE OR DELETE ON "properties" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_pages_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "property_photos_public_pages" AFTER INSERT OR UPDATE OR DELETE ON "property_photos" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_pages_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "property_calendar_public_pages" AFTER INSERT OR UPDATE OR DELETE ON "property_calendar" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_pages_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "pricing_rules_public_pages" AFTER INSERT OR UPDATE OR DELETE ON "pricing_rules" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_pages_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "property_season_prices_public_pages" AFTER INSERT OR UPDATE OR DELETE ON "property_season_prices" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_pages_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "property_features_public_pages" AFTER INSERT OR UPDATE OR DELETE ON "property_features" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_pages_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "property_amenities_public_pages" AFTER INSERT OR UPDATE OR DELETE ON "property_amenities" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_pages_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "property_basic_amenities_public_pages" AFTER INSERT OR UPDATE OR DELETE ON "property_basic_amenities" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_pages_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "kominka_features_master_public_pages" AFTER INSERT OR UPDATE OR DELETE ON "kominka_features_master" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_pages_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "amenity_master_public_pages" AFTER INSERT OR UPDATE OR DELETE ON "amenity_master" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_pages_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "basic_amenities_master_public_pages" AFTER INSERT OR UPDATE OR DELETE ON "basic_amenities_master" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_pages_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reviews_public_pages" AFTER INSERT OR UPDATE OR DELETE ON "reviews" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_pages_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bookings_public_pages" AFTER INSERT OR UPDATE OR DELETE ON "bookings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_pages_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "host_profiles_public_pages" AFTER INSERT OR UPDATE OR DELETE ON "host_profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_pages_version"();
--> statement-breakpoint
-- A sign-in writes last_login_at: only what a public page shows of a person (a host, a reviewer) counts.
CREATE CONSTRAINT TRIGGER "users_public_pages" AFTER UPDATE OF "full_name", "avatar_url", "gender", "date_of_birth", "role", "suspended_at" OR DELETE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_pages_version"();
