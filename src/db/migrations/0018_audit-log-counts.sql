CREATE TABLE "audit_log_counts" (
	"day" date NOT NULL,
	"admin_id" uuid,
	"entity_type" text NOT NULL,
	"action" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "audit_log_counts_key" UNIQUE NULLS NOT DISTINCT("day","admin_id","entity_type","action")
);
--> statement-breakpoint
CREATE INDEX "audit_logs_entity_id_bigrams" ON "audit_logs" USING gin (text_bigrams(lower(entity_id)));--> statement-breakpoint
-- audit_log_counts: the records per Japan day, admin, kind and action, kept by the trigger below (an admin
-- removed later sets its records' admin to null through the foreign key: an update, counted again).
CREATE FUNCTION "audit_log_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "audit_log_counts";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "audit_log_counts" SET "n" = "n" - 1
      WHERE "day" = (OLD."created_at" AT TIME ZONE 'Asia/Tokyo')::date AND "admin_id" IS NOT DISTINCT FROM OLD."admin_id"
        AND "entity_type" = OLD."entity_type" AND "action" = OLD."action";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "audit_log_counts" ("day", "admin_id", "entity_type", "action", "n")
      VALUES ((NEW."created_at" AT TIME ZONE 'Asia/Tokyo')::date, NEW."admin_id", NEW."entity_type", NEW."action", 1)
      ON CONFLICT ON CONSTRAINT "audit_log_counts_key" DO UPDATE SET "n" = "audit_log_counts"."n" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO "audit_log_counts" ("day", "admin_id", "entity_type", "action", "n")
  SELECT ("created_at" AT TIME ZONE 'Asia/Tokyo')::date, "admin_id", "entity_type", "action", count(*) FROM "audit_logs" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE TRIGGER "audit_logs_counts_rows" AFTER INSERT OR DELETE OR UPDATE OF "created_at", "admin_id", "entity_type", "action" ON "audit_logs"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_counts_track"();--> statement-breakpoint
CREATE TRIGGER "audit_logs_counts_truncate" AFTER TRUNCATE ON "audit_logs"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_counts_track"();
