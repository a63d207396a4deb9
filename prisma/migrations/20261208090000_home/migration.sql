-- The home page's carousel slides and counters: two content collections
-- (docs/decisions/0027-content-in-postgresql.md). They were app/content/home.ts.
-- The search does not show them, so neither has a search function.

CREATE TABLE carousel_slide (
    id          text PRIMARY KEY,
    title       text NOT NULL CHECK (btrim(title) <> '' AND length(title) <= 80),
    description text NOT NULL CHECK (btrim(description) <> '' AND length(description) <= 200),
    -- A picture the site serves itself (public/), 16:10. It is decorative: the title and
    -- the description say what it shows, so there is no alt text to keep.
    image_url   text NOT NULL CHECK (image_url ~ '^/[^/\\[:space:]][^[:space:]]*$'),
    -- Where the slide leads: a path on this site, or another site over https; empty
    -- for a picture only. Not '//host' (another site in disguise), no spaces.
    link        text NOT NULL DEFAULT ''
                CHECK (link = '' OR link ~ '^(/|/[^/\\[:space:]][^[:space:]]*|https://[A-Za-z0-9.-]+(:[0-9]+)?(/[^[:space:]]*)?)$'),
    -- The order in the carousel: lower first.
    position    integer NOT NULL CHECK (position > 0)
);
SELECT content_collection_register('carousel_slide');
CREATE INDEX carousel_slide_listing ON carousel_slide (locale, position, id);

CREATE TABLE counter (
    id          text PRIMARY KEY,
    -- Which row of figures: 'register' under the carousel, 'reach' in What We Do.
    counter_set text NOT NULL CHECK (counter_set IN ('register', 'reach')),
    -- The figure it counts up to. integer holds Nigeria's whole population many times over.
    value       integer NOT NULL CHECK (value >= 0),
    -- After the figure: the "+" of "8,000+".
    suffix      text NOT NULL DEFAULT '' CHECK (length(suffix) <= 3 AND suffix !~ '[0-9[:space:]]'),
    label       text NOT NULL CHECK (btrim(label) <> '' AND length(label) <= 60),
    -- The order within its set: lower first.
    position    integer NOT NULL CHECK (position > 0)
);
SELECT content_collection_register('counter');
CREATE INDEX counter_listing ON counter (locale, counter_set, position, id);
