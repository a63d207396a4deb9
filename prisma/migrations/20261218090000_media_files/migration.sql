-- Photos and PDFs uploaded in the back office
-- (docs/decisions/0037-uploads-in-postgresql.md). Kept in PostgreSQL, so that
-- every instance serves the same files and the backups hold them. The site
-- checks and processes an upload (its type by its bytes, sharp's sizes for a
-- photo); these functions keep it and name who sent it.
--
-- An upload's key is the first 32 hex digits of the SHA-256 of the bytes sent.
-- Its files' addresses (below /media/) are made from the key, and a key's
-- files never change: readers may keep them for a year.

CREATE TABLE media_upload (
    key           char(32)    PRIMARY KEY CHECK (key ~ '^[0-9a-f]{32}$'),
    kind          text        NOT NULL CHECK (kind IN ('image', 'pdf')),
    original_name text        NOT NULL CHECK (btrim(original_name) <> '' AND length(original_name) <= 200),
    -- What a photo shows, for readers who cannot see it; a document has its name instead.
    alt_text      text        NOT NULL DEFAULT '' CHECK (length(alt_text) <= 300),
    -- The largest size kept, in pixels (a photo's), for the page's width and height.
    width         integer     CHECK (width > 0),
    height        integer     CHECK (height > 0),
    byte_size     integer     NOT NULL CHECK (byte_size > 0),
    uploaded_by   text        NOT NULL,
    uploaded_at   timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT media_upload_image_described CHECK (kind <> 'image' OR btrim(alt_text) <> ''),
    CONSTRAINT media_upload_image_sized CHECK ((kind = 'image') = (width IS NOT NULL AND height IS NOT NULL))
);
CREATE INDEX media_upload_recent ON media_upload (kind, uploaded_at DESC);

CREATE TABLE media_file (
    -- The address below /media/: the key, then the size (none for the largest), then the type.
    path          text        PRIMARY KEY CHECK (path ~ '^[0-9a-f]{32}(-(share|[0-9]{2,4}))?\.(jpg|webp|pdf)$'),
    key           char(32)    NOT NULL REFERENCES media_upload (key) ON DELETE CASCADE,
    content_type  text        NOT NULL CHECK (content_type IN ('image/jpeg', 'image/webp', 'application/pdf')),
    width         integer     CHECK (width > 0),
    height        integer     CHECK (height > 0),
    bytes         bytea       NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 20971520),
    CONSTRAINT media_file_path_names_key CHECK (left(path, 32) = key)
);
CREATE INDEX media_file_key ON media_file (key);

REVOKE ALL ON media_upload, media_file FROM PUBLIC;
-- Readers are sent any file by its address, and a page shows a photo's sizes and words.
GRANT SELECT ON media_file, media_upload TO nassco_app;
COMMENT ON TABLE media_upload IS 'Photos and PDFs uploaded in the back office. Written only by staff_media_add.';
COMMENT ON TABLE media_file IS 'The files readers are sent for each upload: a photo''s sizes, or the PDF. Written only by staff_media_add.';

-- Keeps an upload the site has checked, with its files (base64: the driver's
-- arrays carry text); false (and nothing written) when the same bytes were
-- uploaded before, whose files are the same.
CREATE FUNCTION staff_media_add(
    p_token_sha256 bytea, p_key text, p_kind text, p_original_name text, p_alt_text text, p_byte_size integer,
    p_paths text[], p_types text[], p_widths integer[], p_heights integer[], p_files_base64 text[]
) RETURNS boolean
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['editor', 'publisher']);
    -- The widest size a page may show (the share picture is cropped for links, not pages).
    v_largest integer := (SELECT max(f.w) FROM unnest(p_paths, p_widths) AS f(path, w) WHERE f.path !~ '-share[.]');
BEGIN
    IF EXISTS (SELECT FROM media_upload WHERE key = p_key) THEN
        RETURN false;
    END IF;
    INSERT INTO media_upload (key, kind, original_name, alt_text, width, height, byte_size, uploaded_by)
    VALUES (p_key, p_kind, btrim(p_original_name), btrim(coalesce(p_alt_text, '')),
            v_largest, (SELECT f.h FROM unnest(p_paths, p_widths, p_heights) AS f(path, w, h) WHERE f.path !~ '-share[.]' AND f.w = v_largest LIMIT 1),
            p_byte_size, v_member.name);
    INSERT INTO media_file (path, key, content_type, width, height, bytes)
    SELECT f.path, p_key, f.content_type, f.width, f.height, decode(f.base64, 'base64')
    FROM unnest(p_paths, p_types, p_widths, p_heights, p_files_base64) AS f(path, content_type, width, height, base64);
    INSERT INTO audit_log (actor, action, subject, after)
    VALUES (v_member.name, 'file uploaded', 'media_upload:' || p_key,
            jsonb_build_object('kind', p_kind, 'name', btrim(p_original_name), 'alt_text', btrim(coalesce(p_alt_text, '')),
                               'bytes', p_byte_size, 'files', cardinality(p_paths)));
    RETURN true;
END $$;

REVOKE ALL ON FUNCTION staff_media_add(bytea, text, text, text, text, integer, text[], text[], integer[], integer[], text[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_media_add(bytea, text, text, text, text, integer, text[], text[], integer[], integer[], text[]) TO nassco_app;
