CREATE TABLE "candidate_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "stay_anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_notes_company_candidate_idx" ON "candidate_notes" USING btree ("company_id","candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "candidate_profiles_search_created_idx" ON "candidate_profiles" USING btree ("created_at","user_id") WHERE approval_status = 'approved' and share_profile;--> statement-breakpoint
CREATE INDEX "candidate_profiles_search_level_idx" ON "candidate_profiles" USING btree ("german_level","created_at") WHERE approval_status = 'approved' and share_profile;--> statement-breakpoint
CREATE INDEX "candidate_profiles_search_country_idx" ON "candidate_profiles" USING btree ("country","created_at") WHERE approval_status = 'approved' and share_profile;--> statement-breakpoint
CREATE INDEX "candidate_profiles_search_location_idx" ON "candidate_profiles" USING btree (lower("location")) WHERE approval_status = 'approved' and share_profile;--> statement-breakpoint
CREATE INDEX "candidate_profiles_search_birth_idx" ON "candidate_profiles" USING btree ("date_of_birth") WHERE approval_status = 'approved' and share_profile;--> statement-breakpoint
CREATE INDEX "candidate_profiles_search_available_idx" ON "candidate_profiles" USING btree ("available_from") WHERE approval_status = 'approved' and share_profile;--> statement-breakpoint
CREATE INDEX "candidate_profiles_search_fields_idx" ON "candidate_profiles" USING gin ("ausbildung_fields") WHERE approval_status = 'approved' and share_profile;--> statement-breakpoint
CREATE INDEX "candidate_profiles_search_sectors_idx" ON "candidate_profiles" USING gin ("fsj_sectors") WHERE approval_status = 'approved' and share_profile;--> statement-breakpoint
CREATE INDEX "candidate_profiles_search_programs_idx" ON "candidate_profiles" USING gin ("program_interests") WHERE approval_status = 'approved' and share_profile;--> statement-breakpoint
CREATE INDEX "candidate_profiles_search_vector_idx" ON "candidate_profiles" USING gin ("search_vector") WHERE approval_status = 'approved' and share_profile;--> statement-breakpoint
CREATE INDEX "saved_candidates_company_created_idx" ON "saved_candidates" USING btree ("company_id","created_at");--> statement-breakpoint
-- Keeps candidate_profiles.search_vector in step with the skills and the bio ('simple': no
-- stemming, so German and English words are both found and prefix queries reach compounds).
CREATE OR REPLACE FUNCTION candidate_profiles_search_refresh() RETURNS trigger AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('simple', coalesce(array_to_string(NEW.skills, ' '), '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(NEW.bio, '')), 'B');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER candidate_profiles_search_refresh
  BEFORE INSERT OR UPDATE OF skills, bio ON candidate_profiles
  FOR EACH ROW EXECUTE FUNCTION candidate_profiles_search_refresh();
--> statement-breakpoint
UPDATE candidate_profiles SET bio = bio;
