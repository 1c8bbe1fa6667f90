-- The planner's statistics on the investor files' search expression, the one its trigram index
-- holds (as migration 0014 gave every other searched list): without them it guesses that a
-- term matches 1 % of the rows.
CREATE STATISTICS IF NOT EXISTS "investor_files_search_stats" ON (lower(((COALESCE(name, ''::text) || ' '::text) || COALESCE(email, ''::text)))) FROM "investor_files";
