DROP INDEX "reviews_lowest";--> statement-breakpoint
CREATE INDEX "reviews_lowest" ON "reviews" USING btree ("rating_overall","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);