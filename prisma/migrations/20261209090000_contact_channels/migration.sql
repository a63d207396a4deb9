-- Ways to reach the office's units, one row per channel: a content
-- collection (docs/decisions/0027-content-in-postgresql.md). It starts with
-- the state coordinating units' mailboxes, which were made up in
-- app/content/contact.ts from one pattern; a unit the office gives a phone
-- line or a second address gets another row.

CREATE TABLE contact_channel (
    id       text PRIMARY KEY,
    -- Whose channel it is: a state's unit, by the state's slug as in
    -- content/states.ts (the country's states are structure, not content).
    office   text NOT NULL CHECK (office IN (
        'abia', 'adamawa', 'akwa-ibom', 'anambra', 'bauchi', 'bayelsa', 'benue', 'borno',
        'cross-river', 'delta', 'ebonyi', 'edo', 'ekiti', 'enugu', 'fct', 'gombe', 'imo',
        'jigawa', 'kaduna', 'kano', 'katsina', 'kebbi', 'kogi', 'kwara', 'lagos',
        'nasarawa', 'niger', 'ogun', 'ondo', 'osun', 'oyo', 'plateau', 'rivers', 'sokoto',
        'taraba', 'yobe', 'zamfara'
    )),
    kind     text NOT NULL CHECK (kind IN ('email', 'phone')),
    value    text NOT NULL CHECK (
        CASE kind
            WHEN 'email' THEN value ~ '^[^@\s]+@[^@\s]+\.[a-z]{2,}$'
            ELSE value ~ '^\+?[0-9][0-9 ]{2,19}$'
        END
    ),
    -- The order within the office's channels: lower first.
    position integer NOT NULL CHECK (position > 0)
);
SELECT content_collection_register('contact_channel');
CREATE INDEX contact_channel_listing ON contact_channel (locale, office, position, id);
