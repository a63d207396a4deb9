-- Vacancies: a content collection (docs/decisions/0027-content-in-postgresql.md)
-- the careers page lists until each one's closing date (0028).

-- A job at the office. The careers page lists it until its closing date
-- ends in Lagos; from then it leaves the list, its page and the search.
CREATE TABLE vacancy (
    id        text PRIMARY KEY,
    slug      text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
    title     text NOT NULL CHECK (btrim(title) <> '' AND length(title) <= 200),
    -- Where the job is based: "Abuja", "Kano State Operations Coordinating Unit".
    location  text NOT NULL CHECK (btrim(location) <> '' AND length(location) <= 200),
    -- One or two sentences for the list.
    summary   text NOT NULL CHECK (btrim(summary) <> '' AND length(summary) <= 400),
    -- Markdown: the role, who may apply and how.
    body      text NOT NULL CHECK (btrim(body) <> ''),
    closes_on date NOT NULL
);
SELECT content_collection_register('vacancy');
ALTER TABLE vacancy ADD CONSTRAINT vacancy_slug_per_locale UNIQUE (locale, slug);
CREATE INDEX vacancy_listing ON vacancy (locale, closes_on, id);

-- A vacancy's window ends with its closing day, so the schedule, the page
-- cache and the search index follow the closing date as they follow any
-- unpublish_at. It is set from closes_on on every write: to close a vacancy
-- early, bring its closing date forward or archive it.
CREATE FUNCTION vacancy_closes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    NEW.unpublish_at := (NEW.closes_on + 1)::timestamp AT TIME ZONE 'Africa/Lagos';
    RETURN NEW;
END $$;
-- Named to run before content_stamp (triggers run in name order), so an
-- update that only tried to set unpublish_at is seen as changing nothing.
CREATE TRIGGER a_vacancy_closes BEFORE INSERT OR UPDATE ON vacancy FOR EACH ROW EXECUTE FUNCTION vacancy_closes();

CREATE FUNCTION vacancy_search_documents()
RETURNS TABLE (key text, kind text, title text, description text, body text, url text)
LANGUAGE sql STABLE AS $$
    SELECT 'vacancy:' || v.id, 'vacancy', v.title, v.summary,
           v.location || '. Closing date: ' || to_char(v.closes_on, 'FMMonth DD, YYYY') || '. ' || markdown_plain_text(v.body),
           '/get-involved/careers/' || v.slug
    FROM vacancy v
    WHERE v.locale = 'en' AND content_is_live(v.status, v.publish_at, v.unpublish_at)
$$;

UPDATE content_collection SET search_documents = 'vacancy_search_documents()' WHERE table_name = 'vacancy';
