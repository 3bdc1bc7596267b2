-- Trigram indexes back the search endpoints (infix matching of names, pinyin and initials).
-- PGlite loads the extension from @electric-sql/pglite/contrib/pg_trgm; PostgreSQL from contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
