-- "Is this real?" (issue 50, decision 0069): the office's real channels, each
-- with the date the office last checked it, and the fakes reported to it.
--
-- The real channels are rows of contact_channel, which already holds the
-- toll-free line and the social accounts the footer shows: one definition per
-- channel. It gains the kinds a reader meets in a scam (a website's domain, a
-- short code, the sender of the office's e-mail) and the date the office last
-- checked each channel.

ALTER TABLE contact_channel DROP CONSTRAINT contact_channel_kind_check;
ALTER TABLE contact_channel ADD CONSTRAINT contact_channel_kind_check
    CHECK (kind IN ('email', 'phone', 'address', 'hours', 'social', 'domain', 'short-code', 'sender'));
ALTER TABLE contact_channel DROP CONSTRAINT contact_channel_value_check;
ALTER TABLE contact_channel ADD CONSTRAINT contact_channel_value_check CHECK (
    CASE kind
        WHEN 'email' THEN value ~ '^[^@\s]+@[^@\s]+\.[a-z]{2,}$'
        WHEN 'sender' THEN value ~ '^[^@\s]+@[^@\s]+\.[a-z]{2,}$'
        WHEN 'phone' THEN value ~ '^\+?[0-9][0-9 ]{2,19}$'
        -- A domain as people type it, without a scheme or path: "nassp.gov.ng".
        WHEN 'domain' THEN value ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$' AND length(value) <= 100
        -- A short code or USSD string as dialled: "969", "*969*".
        WHEN 'short-code' THEN value ~ '^[*#]?[0-9]{2,10}([*#][0-9]{0,10})*[*#]?$'
        WHEN 'social' THEN value ~ '^https://[^/\s]+/\S*$' AND label IN ('Facebook', 'X', 'Instagram', 'LinkedIn')
        ELSE btrim(value) <> '' AND length(value) <= 200
    END
);
-- The date someone at the office last checked that the channel is the
-- office's and works; NULL until someone has (the page then says so, and never
-- shows a date nobody checked).
ALTER TABLE contact_channel ADD COLUMN checked_on date;

-- ---------------------------------------------------------------------------
-- The fakes reported to the office: sites, messages and schemes pretending to
-- be NASSCO or its programmes, each as readers met it, with the date it was
-- reported. A content collection, so each goes through draft, review and
-- publishing as news does, with its revisions and its provenance.

CREATE TABLE known_fake (
    id          text PRIMARY KEY,
    kind        text NOT NULL CHECK (kind IN ('site', 'message', 'scheme')),
    -- What it looked like, as a reader would recognise it: the fake domain, the
    -- message's words, the scheme's name. Shown as text, never as a link.
    looked_like text NOT NULL CHECK (btrim(looked_like) <> '' AND length(looked_like) <= 500),
    -- What it asked people for, where the report says; NULL: the report does not say.
    asked_for   text CHECK (asked_for IN ('money', 'personal-data', 'bank-details')),
    -- The date it was reported: the list is dated, newest first.
    reported_on date NOT NULL
);
SELECT content_collection_register('known_fake');
SELECT content_collection_register_translations('known_fake');
CREATE INDEX known_fake_listing ON known_fake (locale, reported_on DESC, id);
