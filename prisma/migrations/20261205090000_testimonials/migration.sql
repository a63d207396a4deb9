-- Testimonials on the home page: a content collection
-- (docs/decisions/0027-content-in-postgresql.md). They were app/content/home.ts.
-- The search does not show them, so the collection has no search function.

CREATE TABLE testimonial (
    id       text PRIMARY KEY,
    -- Who speaks, as they agreed to be named: "Household head", or a name.
    speaker  text NOT NULL CHECK (btrim(speaker) <> '' AND length(speaker) <= 100),
    -- Where they are, or their role: "Kano State".
    place    text NOT NULL DEFAULT '' CHECK (length(place) <= 100),
    message  text NOT NULL CHECK (btrim(message) <> '' AND length(message) <= 400),
    -- The order on the home page: lower first.
    position integer NOT NULL CHECK (position > 0)
);
SELECT content_collection_register('testimonial');
CREATE INDEX testimonial_listing ON testimonial (locale, position, id);
