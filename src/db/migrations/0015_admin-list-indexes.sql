CREATE INDEX "audit_logs_admin_id_created_at_id_index" ON "audit_logs" USING btree ("admin_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_entity_id_trgm" ON "audit_logs" USING gin (lower(entity_id) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_guests_name_trgm" ON "booking_guests" USING gin (lower(normalize(full_name, NFKC)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_guests_name_bigrams" ON "booking_guests" USING gin (text_bigrams(lower(normalize(full_name, NFKC))));--> statement-breakpoint
CREATE INDEX "bookings_status_created_at" ON "bookings" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_checkin_date_id_index" ON "bookings" USING btree ("checkin_date","id");--> statement-breakpoint
CREATE INDEX "payments_ever_paid" ON "payments" USING btree ("booking_id") WHERE authorized_at is not null or captured_at is not null;--> statement-breakpoint
CREATE INDEX "payments_captured_at_index" ON "payments" USING btree ("captured_at");--> statement-breakpoint
CREATE INDEX "payments_occurred_at" ON "payments" USING btree (coalesce(captured_at, authorized_at, created_at),"id");--> statement-breakpoint
CREATE INDEX "payouts_period_month_desc" ON "payouts" USING btree ("period_month" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_net_amount_desc" ON "payouts" USING btree ("net_amount_jpy" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "refunds_occurred_at" ON "refunds" USING btree (coalesce(refunded_at, created_at),"id");--> statement-breakpoint
CREATE INDEX "reviews_created_at_id_index" ON "reviews" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_rating_overall_created_at_id_index" ON "reviews" USING btree ("rating_overall","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_comment_trgm" ON "reviews" USING gin (lower(normalize(coalesce(comment, ''), NFKC)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_search_trgm" ON "inquiries" USING gin (lower(normalize(full_name || ' ' || email || ' ' || subject, NFKC)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_search_bigrams" ON "inquiries" USING gin (text_bigrams(lower(normalize(full_name || ' ' || email || ' ' || subject, NFKC))));