CREATE TABLE "match_digests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"profile_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"match_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_matches" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_search_profiles" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_search_profiles" ADD COLUMN "last_manual_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_matches" ADD COLUMN "score" integer;--> statement-breakpoint
ALTER TABLE "listing_matches" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_search_profiles" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_search_profiles" ADD COLUMN "last_manual_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_digests" ADD CONSTRAINT "match_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_digests_user_day_idx" ON "match_digests" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "candidate_profiles_matching_changed_idx" ON "candidate_profiles" USING btree ("updated_at") WHERE approval_status = 'approved' and share_profile;--> statement-breakpoint
CREATE INDEX "listings_matching_changed_idx" ON "listings" USING btree ("updated_at") WHERE is_active;--> statement-breakpoint
CREATE INDEX "candidate_matches_candidate_idx" ON "candidate_matches" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_matches_unemailed_idx" ON "candidate_matches" USING btree ("search_profile_id") WHERE emailed_at is null;--> statement-breakpoint
CREATE INDEX "candidate_matches_unnotified_idx" ON "candidate_matches" USING btree ("search_profile_id") WHERE notified_at is null;--> statement-breakpoint
CREATE INDEX "listing_matches_unemailed_idx" ON "listing_matches" USING btree ("search_profile_id") WHERE emailed_at is null;--> statement-breakpoint
CREATE INDEX "listing_matches_unnotified_idx" ON "listing_matches" USING btree ("search_profile_id") WHERE notified_at is null;