-- Old addresses of news articles, looked up by index (issue 47, decision 0051).
--
-- An article's address that is not its slug used to be found by reading every
-- live title and comparing each one's other slug reading (utils/slug.ts,
-- alternateSlug) with the address: every unknown address, a bot's guess among
-- them, cost one read of the whole news table. Now each address that leads to
-- an article other than its slug is a row here, kept by a trigger:
-- - its former slugs, when an editor changes one;
-- - its title's other slug reading (links made by the old site's rule).
-- The site reads it by its primary key; the article itself is then read as
-- always, through row-level security, so an old address of a draft still
-- answers 404.

-- utils/slug.ts alternateSlug(), the same rule in SQL: lowercase, every
-- character that is not a letter or digit dropped, spaces turned into hyphens
-- and repeats collapsed. (PostgreSQL lowercases only ASCII in the C collation;
-- any other letter is then dropped as the rule drops it anyway.)
CREATE FUNCTION news_alternate_slug(p_title text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT regexp_replace(regexp_replace(regexp_replace(lower(p_title), '[^a-z0-9\s]', '', 'g'), '^\s+|\s+$', '', 'g'), '\s+', '-', 'g')
$$;
COMMENT ON FUNCTION news_alternate_slug(text) IS
    'The other reading of the slug rule (app/utils/slug.ts alternateSlug): old links made this way lead to the article.';

CREATE TABLE news_article_old_slug (
    locale     text NOT NULL,
    slug       text NOT NULL,
    article_id text NOT NULL REFERENCES news_article (id) ON DELETE CASCADE,
    -- 'former': a slug the article once had; 'alternate': its title's other slug reading.
    kind       text NOT NULL CHECK (kind IN ('former', 'alternate')),
    since      timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (locale, slug)
);
CREATE INDEX news_article_old_slug_article ON news_article_old_slug (article_id);
COMMENT ON TABLE news_article_old_slug IS
    'Addresses that lead to a news article other than its slug, each answered with a 301 to the slug; kept by news_article_remember_slug().';
COMMENT ON COLUMN news_article_old_slug.locale IS 'The article''s language: slugs are unique per language.';
COMMENT ON COLUMN news_article_old_slug.slug IS 'The old address''s last part, /news/<slug>.';
COMMENT ON COLUMN news_article_old_slug.article_id IS 'The article it leads to now.';
COMMENT ON COLUMN news_article_old_slug.kind IS 'former: a slug the article once had; alternate: its title''s other slug reading (utils/slug.ts).';
COMMENT ON COLUMN news_article_old_slug.since IS 'When the address began to lead to this article.';

-- A slug in use is never an old address: the article that has it now wins,
-- so a slug given up and then taken by another article leads to the new one.
-- Of two articles whose titles read the same the later claim wins, as it did
-- when the first title found in the table won.
CREATE FUNCTION news_article_remember_slug() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_alternate text := news_alternate_slug(NEW.title);
BEGIN
    IF TG_OP = 'UPDATE' AND OLD.slug IS DISTINCT FROM NEW.slug THEN
        INSERT INTO news_article_old_slug (locale, slug, article_id, kind) VALUES (OLD.locale, OLD.slug, NEW.id, 'former')
        ON CONFLICT (locale, slug) DO UPDATE SET article_id = EXCLUDED.article_id, kind = EXCLUDED.kind, since = EXCLUDED.since;
    END IF;
    IF v_alternate <> '' AND v_alternate <> NEW.slug
       AND (TG_OP = 'INSERT' OR OLD.title IS DISTINCT FROM NEW.title OR OLD.locale IS DISTINCT FROM NEW.locale) THEN
        INSERT INTO news_article_old_slug (locale, slug, article_id, kind) VALUES (NEW.locale, v_alternate, NEW.id, 'alternate')
        ON CONFLICT (locale, slug) DO UPDATE SET article_id = EXCLUDED.article_id, kind = EXCLUDED.kind, since = EXCLUDED.since
        WHERE news_article_old_slug.kind = 'alternate';
    END IF;
    DELETE FROM news_article_old_slug WHERE locale = NEW.locale AND slug = NEW.slug;
    RETURN NULL;
END $$;
COMMENT ON FUNCTION news_article_remember_slug() IS
    'Keeps news_article_old_slug: an article''s former slug and its title''s other slug reading lead to it; a slug in use is no old address.';
REVOKE ALL ON FUNCTION news_article_remember_slug() FROM PUBLIC;

CREATE TRIGGER news_article_remember_slug AFTER INSERT OR UPDATE OF slug, title, locale ON news_article
    FOR EACH ROW EXECUTE FUNCTION news_article_remember_slug();

-- What there is on record already: the slugs the revisions show an article
-- had before an edit (oldest first, so the latest move of an address wins),
-- then every title's other reading; never a slug in use.
INSERT INTO news_article_old_slug (locale, slug, article_id, kind, since)
SELECT DISTINCT ON (r.before ->> 'locale', r.before ->> 'slug')
       r.before ->> 'locale', r.before ->> 'slug', r.item_id, 'former', r.at
FROM content_revision r
WHERE r.collection = 'news_article' AND r.before ->> 'slug' IS DISTINCT FROM r.after ->> 'slug'
  AND r.before ->> 'slug' IS NOT NULL AND r.after IS NOT NULL
  AND EXISTS (SELECT FROM news_article n WHERE n.id = r.item_id)
ORDER BY r.before ->> 'locale', r.before ->> 'slug', r.id DESC;

INSERT INTO news_article_old_slug (locale, slug, article_id, kind)
SELECT DISTINCT ON (n.locale, news_alternate_slug(n.title)) n.locale, news_alternate_slug(n.title), n.id, 'alternate'
FROM news_article n
WHERE news_alternate_slug(n.title) NOT IN ('', n.slug)
ORDER BY n.locale, news_alternate_slug(n.title), n.publish_at DESC, n.id
ON CONFLICT (locale, slug) DO NOTHING;

DELETE FROM news_article_old_slug o USING news_article n WHERE n.locale = o.locale AND n.slug = o.slug;

-- The public site reads it (and only reads it); editors' writes reach it through the trigger.
GRANT SELECT ON news_article_old_slug TO nassco_app;
