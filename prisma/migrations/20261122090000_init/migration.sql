-- Extensions used by the register table search (pg_trgm) and the site search
-- (pg_trgm, unaccent). Both are trusted extensions: a database owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;
