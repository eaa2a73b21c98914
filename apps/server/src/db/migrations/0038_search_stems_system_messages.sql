-- Placement lines the platform writes into a conversation (issue 29.9) are system messages.
ALTER TABLE "messages" ADD COLUMN "system" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Candidate search by word forms (issue 29.10): search_vector holds each word of the skills (A) and
-- the bio (B) as written ('simple', for prefixes and compounds) and its English and German stems
-- (Snowball), so "nurse" (stem nurs) finds "Nursing assistant" and "Erfahrungen" finds "Erfahrung".
-- Positions are not used (no phrase search), so the three are simply concatenated.
CREATE OR REPLACE FUNCTION candidate_profiles_search_refresh() RETURNS trigger AS $$
DECLARE
  skills text := coalesce(array_to_string(NEW.skills, ' '), '');
  bio text := coalesce(NEW.bio, '');
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('simple', skills) || to_tsvector('english', skills) || to_tsvector('german', skills), 'A') ||
    setweight(to_tsvector('simple', bio) || to_tsvector('english', bio) || to_tsvector('german', bio), 'B');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
UPDATE candidate_profiles SET bio = bio WHERE search_vector IS NOT NULL OR bio IS NOT NULL OR skills <> '{}';
--> statement-breakpoint
-- Platform analytics (issue 29.6): closed days are counted once and kept in analytics_daily_figures.
-- A row written later with a time on such a day (an import, demo data, a correction) makes that day
-- be counted again, so the kept figures never disagree with the tables. Deletions do not: retention
-- removes old rows on purpose while their days' counts stay.
CREATE OR REPLACE FUNCTION analytics_daily_figures_forget() RETURNS trigger AS $$
DECLARE
  today date := (now() AT TIME ZONE 'UTC')::date;
  new_day date := ((to_jsonb(NEW) ->> TG_ARGV[0])::timestamptz AT TIME ZONE 'UTC')::date;
  old_day date;
BEGIN
  IF new_day < today THEN
    DELETE FROM analytics_daily_figures WHERE day = new_day;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    old_day := ((to_jsonb(OLD) ->> TG_ARGV[0])::timestamptz AT TIME ZONE 'UTC')::date;
    IF old_day < today AND old_day IS DISTINCT FROM new_day THEN
      DELETE FROM analytics_daily_figures WHERE day = old_day;
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_analytics_forget AFTER INSERT OR UPDATE OF created_at ON users
  FOR EACH ROW EXECUTE FUNCTION analytics_daily_figures_forget('created_at');
--> statement-breakpoint
CREATE TRIGGER listings_analytics_forget AFTER INSERT OR UPDATE OF created_at ON listings
  FOR EACH ROW EXECUTE FUNCTION analytics_daily_figures_forget('created_at');
--> statement-breakpoint
CREATE TRIGGER applications_analytics_forget AFTER INSERT OR UPDATE OF applied_at ON applications
  FOR EACH ROW EXECUTE FUNCTION analytics_daily_figures_forget('applied_at');
--> statement-breakpoint
CREATE TRIGGER interviews_analytics_forget AFTER INSERT OR UPDATE OF created_at ON interviews
  FOR EACH ROW EXECUTE FUNCTION analytics_daily_figures_forget('created_at');
--> statement-breakpoint
CREATE TRIGGER messages_analytics_forget AFTER INSERT OR UPDATE OF created_at ON messages
  FOR EACH ROW EXECUTE FUNCTION analytics_daily_figures_forget('created_at');
--> statement-breakpoint
CREATE TRIGGER candidate_matches_analytics_forget AFTER INSERT OR UPDATE OF created_at ON candidate_matches
  FOR EACH ROW EXECUTE FUNCTION analytics_daily_figures_forget('created_at');
--> statement-breakpoint
CREATE TRIGGER listing_matches_analytics_forget AFTER INSERT OR UPDATE OF created_at ON listing_matches
  FOR EACH ROW EXECUTE FUNCTION analytics_daily_figures_forget('created_at');
