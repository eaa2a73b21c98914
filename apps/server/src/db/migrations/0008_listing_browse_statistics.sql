-- The planner estimates each filter alone and multiplies; filters are not independent (BFD places
-- are never in IT, every FSJ needs only A2). When a combination is rarer than it guesses, it walks
-- the newest-first index expecting a match soon and reads every listing instead. Statistics over the
-- combinations (all of them fit in 1000 entries) let it see how rare a combination is and pick an
-- index that narrows first.
CREATE STATISTICS IF NOT EXISTS listings_browse_filters_stats (mcv, dependencies)
  ON location_slug, category, program_type, german_level_required FROM listings;
--> statement-breakpoint
ALTER STATISTICS listings_browse_filters_stats SET STATISTICS 1000;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS listings_browse_offers_stats (mcv)
  ON is_active, visa_sponsorship, free_accommodation FROM listings;
