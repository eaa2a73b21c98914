-- Typo tolerance that scales with the vocabulary, not with the number of listings: every word a
-- listing uses (its search_vector: title, description, company, place, sector) is kept once in
-- listing_search_words. A search whose words find nothing looks up the most similar known words
-- there (trigram index) and searches again with those. Words shorter than 3 letters, numbers and
-- words a tsquery could not quote are left out.
CREATE OR REPLACE FUNCTION listings_search_words_collect() RETURNS trigger AS $$
BEGIN
  INSERT INTO listing_search_words (word)
    SELECT w FROM unnest(tsvector_to_array(NEW.search_vector)) w
    WHERE length(w) BETWEEN 3 AND 60 AND w !~ '^[0-9]+$' AND position('''' in w) = 0 AND position(E'\\' in w) = 0
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER listings_search_words_collect_insert
  AFTER INSERT ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_search_words_collect();
--> statement-breakpoint
-- Any update that changed the words, also the one a company rename causes (migration 0003).
CREATE TRIGGER listings_search_words_collect_update
  AFTER UPDATE ON listings
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION listings_search_words_collect();
--> statement-breakpoint
INSERT INTO listing_search_words (word)
  SELECT DISTINCT w FROM listings, unnest(tsvector_to_array(search_vector)) w
  WHERE length(w) BETWEEN 3 AND 60 AND w !~ '^[0-9]+$' AND position('''' in w) = 0 AND position(E'\\' in w) = 0
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- With the default statistics the planner guesses that a word it has not sampled matches 0.5% of
-- listings and walks the newest-first index to find it: a full index walk when the word is rare.
-- A larger sample of words lets it see that rare words are rare and use the word index instead.
ALTER TABLE listings ALTER COLUMN search_vector SET STATISTICS 1000;
