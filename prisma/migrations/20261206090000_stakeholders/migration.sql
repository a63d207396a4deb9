-- The organisations on /get-involved/our-stakeholders: a content collection
-- (docs/decisions/0027-content-in-postgresql.md). They were app/content/stakeholders.ts.

CREATE TABLE stakeholder (
    id          text PRIMARY KEY,
    name        text NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 200),
    -- The page's three groups, in the spec's order; their headings are the
    -- page's structure, so they live in code (features/stakeholders).
    group_name  text NOT NULL CHECK (group_name IN ('donors', 'government', 'private')),
    -- The logo, a file the site serves.
    image_url   text NOT NULL CHECK (image_url ~ '^/'),
    -- The organisation's own website.
    website_url text NOT NULL CHECK (website_url ~ '^https://'),
    -- The order within its group: lower first.
    position    integer NOT NULL CHECK (position > 0)
);
SELECT content_collection_register('stakeholder');
CREATE INDEX stakeholder_listing ON stakeholder (locale, group_name, position, id);

-- Each live English organisation, found at its tile on the stakeholders page.
CREATE FUNCTION stakeholder_search_documents()
RETURNS TABLE (key text, kind text, title text, description text, body text, url text)
LANGUAGE sql STABLE AS $$
    SELECT 'stakeholder:' || s.id, 'partner', s.name,
           CASE s.group_name WHEN 'donors' THEN 'Donor or development partner'
                             WHEN 'government' THEN 'Government agency'
                             ELSE 'Private organisation' END,
           '', '/get-involved/our-stakeholders#stakeholder-' || s.id
    FROM stakeholder s
    WHERE s.locale = 'en' AND content_is_live(s.status, s.publish_at, s.unpublish_at)
$$;

UPDATE content_collection SET search_documents = 'stakeholder_search_documents()' WHERE table_name = 'stakeholder';
