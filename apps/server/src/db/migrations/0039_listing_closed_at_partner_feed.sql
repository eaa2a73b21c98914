ALTER TABLE "listings" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "in_partner_feed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Listings closed before this migration: their last change is when they were closed, as near as we know.
UPDATE "listings" SET "closed_at" = "updated_at" WHERE NOT "is_active";
