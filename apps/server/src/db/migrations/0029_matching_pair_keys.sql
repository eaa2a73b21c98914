-- A match is its pair (profile, item): the pair becomes the primary key, and the random surrogate
-- id goes, with its index, which the matching run wrote out of order for each of millions of rows.
-- Rows arrive in time order, so the analytics' index on created_at becomes a block range index.
ALTER TABLE "candidate_matches" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "listing_matches" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "candidate_matches" ADD CONSTRAINT "candidate_matches_pkey" PRIMARY KEY USING INDEX "candidate_matches_profile_candidate_idx";--> statement-breakpoint
ALTER TABLE "listing_matches" ADD CONSTRAINT "listing_matches_pkey" PRIMARY KEY USING INDEX "listing_matches_profile_listing_idx";--> statement-breakpoint
DROP INDEX "candidate_matches_created_idx";--> statement-breakpoint
DROP INDEX "listing_matches_created_idx";--> statement-breakpoint
CREATE INDEX "candidate_matches_created_idx" ON "candidate_matches" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "listing_matches_created_idx" ON "listing_matches" USING brin ("created_at");
