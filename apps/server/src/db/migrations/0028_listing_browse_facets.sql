-- The browse filters as one token set with a GIN index (ADR 0007, issue 21). A search walks its
-- sort index first; when that finds too few listings (a combination that matches little or
-- nothing), it narrows with this index instead: any set of filters is one lookup that intersects
-- posting lists, so no combination reads the table to its end.
ALTER TABLE "listings" ADD COLUMN "browse_facets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION listings_browse_facets(
  program program_type, category listing_category, level german_level, slug text, visa boolean, accommodation boolean
) RETURNS text[] AS $$
  SELECT array_remove(
    ARRAY[
      'p:' || program::text,
      'c:' || category::text,
      CASE WHEN slug IS NOT NULL THEN 'l:' || slug END,
      CASE WHEN visa THEN 'visa' END,
      CASE WHEN accommodation THEN 'accommodation' END
    ]
    -- "German level B1" finds listings that need B1 or less: the listing carries every level that meets it.
    || ARRAY(SELECT 'g:' || fit::text FROM unnest(enum_range(level, NULL)) fit),
    NULL)
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listings_browse_facets_refresh() RETURNS trigger AS $$
BEGIN
  NEW.browse_facets := listings_browse_facets(NEW.program_type, NEW.category, NEW.german_level_required,
    NEW.location_slug, NEW.visa_sponsorship, NEW.free_accommodation);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER listings_browse_facets_refresh
  BEFORE INSERT OR UPDATE OF program_type, category, german_level_required, location_slug, visa_sponsorship, free_accommodation
  ON listings FOR EACH ROW EXECUTE FUNCTION listings_browse_facets_refresh();
--> statement-breakpoint
UPDATE listings SET browse_facets = listings_browse_facets(program_type, category, german_level_required,
  location_slug, visa_sponsorship, free_accommodation);
--> statement-breakpoint
CREATE INDEX "listings_browse_facets_idx" ON "listings" USING gin ("browse_facets") WHERE is_active;
