-- Whether any word listings use starts with a search's word: a prefix lookup (LIKE 'w%') in any collation.
-- When none does (a typo, mostly), the search skips its walk and goes straight to similar words (ADR 0007).
CREATE INDEX "listing_search_words_prefix_idx" ON "listing_search_words" USING btree ("word" text_pattern_ops);