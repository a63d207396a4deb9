-- The national office's own contact details join the state units' in
-- contact_channel, one row per channel (docs/decisions/0031-office-contact-in-the-database.md).
-- They were app/content/contact.ts, which now holds only the values the
-- seed starts with and the site shows until it has read these rows.

ALTER TABLE contact_channel DROP CONSTRAINT contact_channel_office_check;
ALTER TABLE contact_channel ADD CONSTRAINT contact_channel_office_check CHECK (office IN (
    'national',
    'abia', 'adamawa', 'akwa-ibom', 'anambra', 'bauchi', 'bayelsa', 'benue', 'borno',
    'cross-river', 'delta', 'ebonyi', 'edo', 'ekiti', 'enugu', 'fct', 'gombe', 'imo',
    'jigawa', 'kaduna', 'kano', 'katsina', 'kebbi', 'kogi', 'kwara', 'lagos',
    'nasarawa', 'niger', 'ogun', 'ondo', 'osun', 'oyo', 'plateau', 'rivers', 'sokoto',
    'taraba', 'yobe', 'zamfara'
));

-- Besides e-mail and phone: a line of the postal address, the office hours, and
-- a social media account, whose label names its network (the footer draws its icon).
ALTER TABLE contact_channel ADD COLUMN label text NOT NULL DEFAULT '' CHECK (length(label) <= 60);
ALTER TABLE contact_channel DROP CONSTRAINT contact_channel_kind_check;
-- The value's check names two columns, so PostgreSQL named it for the table, not the column.
DO $$
DECLARE
    v_name text;
BEGIN
    SELECT conname INTO STRICT v_name FROM pg_constraint
    WHERE conrelid = 'contact_channel'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%CASE kind%';
    EXECUTE format('ALTER TABLE contact_channel DROP CONSTRAINT %I', v_name);
END $$;
ALTER TABLE contact_channel ADD CONSTRAINT contact_channel_kind_check CHECK (kind IN ('email', 'phone', 'address', 'hours', 'social'));
ALTER TABLE contact_channel ADD CONSTRAINT contact_channel_value_check CHECK (
    CASE kind
        WHEN 'email' THEN value ~ '^[^@\s]+@[^@\s]+\.[a-z]{2,}$'
        WHEN 'phone' THEN value ~ '^\+?[0-9][0-9 ]{2,19}$'
        WHEN 'social' THEN value ~ '^https://[^/\s]+/\S*$' AND label IN ('Facebook', 'X', 'Instagram', 'LinkedIn')
        ELSE btrim(value) <> '' AND length(value) <= 200
    END
);
-- Only the national office has hours, an address or accounts of its own on this site.
ALTER TABLE contact_channel ADD CONSTRAINT contact_channel_national_kinds CHECK (office = 'national' OR kind IN ('email', 'phone'));

-- As team_member (0029): a report dated only by its year shows only the year.
ALTER TABLE contact_channel ADD COLUMN source_as_at_year_only boolean NOT NULL DEFAULT false;
