-- The photo and video galleries: content collections
-- (docs/decisions/0027-content-in-postgresql.md). They were
-- app/content/photo-gallery.ts and app/content/video-gallery.ts.
--
-- Each gallery has its own category table rather than one table with a kind
-- column, so that a plain foreign key keeps a photo in a photo category and a
-- video in a video category, and each gallery orders its own filter buttons.
-- A category's id is its address (?category=<id>); its name is the button's
-- label. A photo or video shows only while its category is live too, and a
-- category shows as a filter only while it holds a live item (the reader).
-- A translated item keeps its original's category.

CREATE TABLE photo_category (
    id       text PRIMARY KEY,
    name     text NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 100),
    -- The order of the filter buttons, and of the categories' photos under All: lower first.
    position integer NOT NULL CHECK (position > 0)
);
SELECT content_collection_register('photo_category');
CREATE INDEX photo_category_listing ON photo_category (locale, position, id);

CREATE TABLE photo (
    -- A number, as the gallery's addresses have always been: /resource-hub/photo-gallery/<id>, ?open=<id>.
    id          text PRIMARY KEY CHECK (id ~ '^[1-9][0-9]{0,5}$'),
    -- To move a category's photos elsewhere, archive it; it cannot be deleted while it holds any.
    category_id text NOT NULL REFERENCES photo_category,
    -- The caption; may be empty, and then the viewer shows none.
    title       text NOT NULL DEFAULT '' CHECK (title = btrim(title) AND length(title) <= 200),
    image_url   text NOT NULL CHECK (image_url ~ '^/'),
    -- What the photo shows, for those who cannot see it; while empty, the caption (or the category) stands in.
    alt_text    text NOT NULL DEFAULT '' CHECK (length(alt_text) <= 300),
    -- Its place within its category: lower first.
    position    integer NOT NULL CHECK (position > 0)
);
SELECT content_collection_register('photo');
CREATE INDEX photo_listing ON photo (locale, category_id, position, id);

CREATE TABLE video_category (
    id       text PRIMARY KEY,
    name     text NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 100),
    position integer NOT NULL CHECK (position > 0)
);
SELECT content_collection_register('video_category');
CREATE INDEX video_category_listing ON video_category (locale, position, id);

CREATE TABLE video (
    -- A number: /resource-hub/video-gallery/<id>, ?open=<id>.
    id          text PRIMARY KEY CHECK (id ~ '^[1-9][0-9]{0,5}$'),
    category_id text NOT NULL REFERENCES video_category,
    title       text NOT NULL CHECK (btrim(title) <> '' AND length(title) <= 200),
    -- The tile's picture and the player's poster.
    image_url   text NOT NULL CHECK (image_url ~ '^/'),
    -- A clip on this site ("/videos/<name>.mp4"), played in the browser's own
    -- player, or a YouTube address, shown behind a facade.
    video_url   text NOT NULL CHECK (video_url ~ '^(/|https://)'),
    position    integer NOT NULL CHECK (position > 0)
);
SELECT content_collection_register('video');
CREATE INDEX video_listing ON video (locale, category_id, position, id);

-- The search finds a photo category (its photos have no pages of their own
-- worth a result each) by its name and its photos' captions, and leads to the
-- filtered grid; only while it holds a live photo.
CREATE FUNCTION photo_category_search_documents()
RETURNS TABLE (key text, kind text, title text, description text, body text, url text)
LANGUAGE sql STABLE AS $$
    SELECT 'photo_category:' || c.id, 'photo category', 'Photos: ' || c.name,
           p.count || ' photos from ' || c.name || '.',
           coalesce(p.captions, ''),
           '/resource-hub/photo-gallery?category=' || c.id
    FROM photo_category c,
         LATERAL (
             SELECT sum(n) AS count, string_agg(t.title, '. ' ORDER BY t.first) FILTER (WHERE t.title <> '') AS captions
             FROM (SELECT ph.title, count(*) AS n, min(ph.position) AS first
                   FROM photo ph
                   WHERE ph.category_id = c.id AND ph.locale = 'en' AND content_is_live(ph.status, ph.publish_at, ph.unpublish_at)
                   GROUP BY ph.title) t
         ) p
    WHERE c.locale = 'en' AND content_is_live(c.status, c.publish_at, c.unpublish_at) AND p.count > 0
$$;
UPDATE content_collection SET search_documents = 'photo_category_search_documents()' WHERE table_name = 'photo_category';

-- Each live video in a live category, at its own page.
CREATE FUNCTION video_search_documents()
RETURNS TABLE (key text, kind text, title text, description text, body text, url text)
LANGUAGE sql STABLE AS $$
    SELECT 'video:' || v.id, 'video', v.title, 'Video: ' || c.name || '.', '', '/resource-hub/video-gallery/' || v.id
    FROM video v JOIN video_category c ON c.id = v.category_id
    WHERE v.locale = 'en' AND content_is_live(v.status, v.publish_at, v.unpublish_at)
      AND content_is_live(c.status, c.publish_at, c.unpublish_at)
$$;
UPDATE content_collection SET search_documents = 'video_search_documents()' WHERE table_name = 'video';

-- Those search rows read a second table, whose writes sync only its own
-- collection (content_changed()); these triggers sync the one that reads it.
CREATE FUNCTION gallery_search_follows() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
    PERFORM content_search_sync(TG_ARGV[0]);
    RETURN NULL;
END $$;
CREATE TRIGGER photo_category_search_follows AFTER INSERT OR UPDATE OR DELETE ON photo
    FOR EACH STATEMENT EXECUTE FUNCTION gallery_search_follows('photo_category');
CREATE TRIGGER video_search_follows AFTER INSERT OR UPDATE OR DELETE ON video_category
    FOR EACH STATEMENT EXECUTE FUNCTION gallery_search_follows('video');
