CREATE TABLE "listing_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "listings_active_created_idx";--> statement-breakpoint
DROP INDEX "listings_active_start_idx";--> statement-breakpoint
DROP INDEX "listings_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "listing_search_words_trgm_idx" ON "listing_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_browse_created_idx" ON "listings" USING btree ("created_at","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "listings_browse_start_idx" ON "listings" USING btree (coalesce(start_date, '9999-12-31'::date),"id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "listings_browse_location_idx" ON "listings" USING btree ("location_slug","created_at") WHERE is_active;--> statement-breakpoint
CREATE INDEX "listings_browse_category_idx" ON "listings" USING btree ("category","created_at") WHERE is_active;--> statement-breakpoint
CREATE INDEX "listings_browse_program_idx" ON "listings" USING btree ("program_type","created_at") WHERE is_active;