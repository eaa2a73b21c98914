-- Keeps listings.search_text and listings.search_vector in step with the listing and its company.
-- 'simple' lower-cases words without stemming, so German and English words are both found and
-- prefix queries (pfleg:*) reach compound words such as Pflegefachfrau.
CREATE OR REPLACE FUNCTION listings_search_refresh() RETURNS trigger AS $$
DECLARE
  company_name text;
BEGIN
  SELECT name INTO company_name FROM companies WHERE id = NEW.company_id;
  NEW.search_text := lower(coalesce(NEW.title, '') || ' ' || coalesce(company_name, ''));
  NEW.search_vector :=
    setweight(to_tsvector('simple', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(company_name, '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(NEW.location, '') || ' ' || coalesce(NEW.sector, '')), 'C') ||
    setweight(to_tsvector('simple', coalesce(NEW.description, '')), 'D');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER listings_search_refresh
  BEFORE INSERT OR UPDATE OF title, description, location, sector, company_id ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_search_refresh();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION companies_name_refresh_listings() RETURNS trigger AS $$
BEGIN
  UPDATE listings SET title = title WHERE company_id = NEW.id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER companies_name_refresh_listings
  AFTER UPDATE OF name ON companies
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION companies_name_refresh_listings();
--> statement-breakpoint
UPDATE listings SET title = title;
