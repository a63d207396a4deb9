-- The notifications banner's notices, a content collection
-- (docs/decisions/0027-content-in-postgresql.md). They were a file,
-- public/notifications.json; /notifications.json is now made from this table.

CREATE TABLE notice (
    id       text PRIMARY KEY,
    title    text NOT NULL CHECK (btrim(title) <> '' AND length(title) <= 200),
    -- The date the banner shows beside the title; publish_at decides when it appears.
    shown_on date NOT NULL
);
SELECT content_collection_register('notice');
CREATE INDEX notice_listing ON notice (locale, shown_on DESC, id);
