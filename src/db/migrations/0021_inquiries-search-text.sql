DROP INDEX "inquiries_search_trgm";--> statement-breakpoint
DROP INDEX "inquiries_search_bigrams";--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(normalize(full_name || ' ' || email || ' ' || subject, NFKC))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "inquiries_search_trgm" ON "inquiries" USING gin (search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_search_bigrams" ON "inquiries" USING gin (text_bigrams(search_text));