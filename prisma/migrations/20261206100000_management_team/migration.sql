-- The management team on /who-we-are and /who-we-are/about-us: a content
-- collection (docs/decisions/0027-content-in-postgresql.md). It was
-- app/content/management.ts, with every name left for the office to supply.

CREATE TABLE team_member (
    id           text PRIMARY KEY,
    -- Empty until the office names the person; the page shows the role instead.
    name         text NOT NULL DEFAULT '' CHECK (length(name) <= 120),
    role         text NOT NULL CHECK (btrim(role) <> '' AND length(role) <= 120),
    -- Plain text; the page clamps it to four lines with a "Read more".
    bio          text NOT NULL CHECK (btrim(bio) <> '' AND length(bio) <= 1200),
    portrait_url text NOT NULL CHECK (portrait_url ~ '^/'),
    linkedin_url text CHECK (linkedin_url ~ '^https://'),
    x_url        text CHECK (x_url ~ '^https://'),
    -- The order on the page: lower first.
    position     integer NOT NULL CHECK (position > 0),
    -- Press reports often date a name only by its year ("2025"): then the
    -- page says "as at 2025" rather than a month nobody reported.
    source_as_at_year_only boolean NOT NULL DEFAULT false
);
SELECT content_collection_register('team_member');
CREATE INDEX team_member_listing ON team_member (locale, position, id);

-- Each live English member, found at their profile on the about-us page.
CREATE FUNCTION team_member_search_documents()
RETURNS TABLE (key text, kind text, title text, description text, body text, url text)
LANGUAGE sql STABLE AS $$
    SELECT 'team-member:' || m.id, 'management', CASE WHEN m.name = '' THEN m.role ELSE m.name END,
           CASE WHEN m.name = '' THEN 'Management team' ELSE m.role || ', management team' END,
           m.bio, '/who-we-are/about-us#person-' || m.id
    FROM team_member m
    WHERE m.locale = 'en' AND content_is_live(m.status, m.publish_at, m.unpublish_at)
$$;

UPDATE content_collection SET search_documents = 'team_member_search_documents()' WHERE table_name = 'team_member';
