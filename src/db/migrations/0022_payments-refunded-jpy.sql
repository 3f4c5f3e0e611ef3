-- What has gone back on each payment (the sum of its refunds that went through), kept by a trigger on
-- refunds: the host's revenue reads it per booking, with what was charged, from one index instead of
-- adding up the refunds of every row (see schema/bookings.ts). Pending
-- deferred checks of an earlier migration in the same run are made first: PostgreSQL refuses to alter a
-- table with pending trigger events.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_jpy" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "payments" p SET "refunded_jpy" = s.total
  FROM (SELECT payment_id, sum(amount_jpy)::int AS total FROM refunds WHERE status = 'refunded' GROUP BY payment_id) s
  WHERE s.payment_id = p.id;--> statement-breakpoint
CREATE INDEX "payments_booking_amounts" ON "payments" USING btree ("booking_id","status","amount_jpy","refunded_jpy");--> statement-breakpoint
CREATE FUNCTION "payments_refunded_jpy_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE payments SET refunded_jpy = 0 WHERE refunded_jpy <> 0;
    RETURN NULL;
  END IF;
  -- OLD is null on INSERT and NEW on DELETE: the refund's payment before and after the change.
  UPDATE payments p SET refunded_jpy = (SELECT coalesce(sum(r.amount_jpy), 0)::int FROM refunds r WHERE r.payment_id = p.id AND r.status = 'refunded')
    WHERE p.id IN (OLD.payment_id, NEW.payment_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "refunds_payment_refunded_jpy" AFTER INSERT OR DELETE OR UPDATE OF "payment_id", "status", "amount_jpy" ON "refunds"
  FOR EACH ROW EXECUTE FUNCTION "payments_refunded_jpy_track"();--> statement-breakpoint
CREATE TRIGGER "refunds_payment_refunded_jpy_truncate" AFTER TRUNCATE ON "refunds"
  FOR EACH STATEMENT EXECUTE FUNCTION "payments_refunded_jpy_track"();
