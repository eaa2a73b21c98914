-- Candidate search: one covering index in newest-first order with every filter and fit column
-- (drizzle-kit cannot write INCLUDE, so it lives here). A broad search then reads this index only
-- (about a fifth of the table's size) instead of the wide profile rows, and the profiles of the
-- page's twenty rows are read afterwards. It replaces the plain newest-first index.
CREATE INDEX "candidate_profiles_search_cover_idx" ON "candidate_profiles" USING btree ("created_at", "user_id")
  INCLUDE ("german_level", "certificate_type", "country", "location", "date_of_birth", "available_from",
           "willing_to_relocate", "drivers_license", "work_permit_available", "visa_required",
           "program_interests", "ausbildung_fields", "fsj_sectors")
  WHERE approval_status = 'approved' and share_profile;
--> statement-breakpoint
-- Who viewed a candidate's profile (the candidate's own list of the last 30 days).
CREATE INDEX "analytics_events_profile_view_idx" ON "analytics_events" ((metadata ->> 'resource_id'), "created_at")
  WHERE event = 'profile_view';
