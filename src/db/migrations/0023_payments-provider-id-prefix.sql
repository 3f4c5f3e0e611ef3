-- The back office's payments search by a provider's id (pi_…, ch_…, re_…): the id's beginning from a
-- btree of the lower-case id, instead of the trigrams of the search text that every payment's id shares
-- (docs/performance/admin-lists.md). Pending deferred checks of an earlier migration in the same run are
-- made first: PostgreSQL refuses to index a table with pending trigger events.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE INDEX "payments_intent_prefix" ON "payments" USING btree (lower(stripe_payment_intent_id) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payments_charge_prefix" ON "payments" USING btree (lower(provider_charge_id) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "refunds_provider_id_prefix" ON "refunds" USING btree (lower(provider_refund_id) text_pattern_ops);