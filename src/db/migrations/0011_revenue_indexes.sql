CREATE INDEX "properties_created_at_id_index" ON "properties" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_host_user_id_checkout_date_index" ON "bookings" USING btree ("host_user_id","checkout_date");--> statement-breakpoint
CREATE INDEX "bookings_host_user_id_cancel_at_index" ON "bookings" USING btree ("host_user_id","cancel_at");