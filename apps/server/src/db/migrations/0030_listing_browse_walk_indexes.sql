-- The walk of a search that filters by city, field or program reads one of these in the sort's exact
-- order (creation, then id: ADR 0007), so it reads exactly the walk's listings. The analytics' btree on
-- created_at becomes a block range index (rows arrive in time order): as a btree, the planner took it for
-- the walk instead of the filter's index, trusting its heap order, and read ten times the rows.
DROP INDEX "listings_created_idx";--> statement-breakpoint
DROP INDEX "listings_browse_location_idx";--> statement-breakpoint
DROP INDEX "listings_browse_category_idx";--> statement-breakpoint
DROP INDEX "listings_browse_program_idx";--> statement-breakpoint
CREATE INDEX "listings_created_idx" ON "listings" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "listings_browse_location_idx" ON "listings" USING btree ("location_slug","created_at","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "listings_browse_category_idx" ON "listings" USING btree ("category","created_at","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "listings_browse_program_idx" ON "listings" USING btree ("program_type","created_at","id") WHERE is_active;