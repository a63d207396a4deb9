-- Payment windows in the open (issue 69, decision 0108): when and where the cash transfer is paid,
-- for a state and one or more of its LGAs, published by the office through review as news is. A
-- window holds places, dates, amounts and how it is paid; never a person. Readers' sentences are
-- built from these typed fields in each language's words, so a window has no translations.

-- No item twice in a list (LGAs, pay points), without regard to case.
CREATE FUNCTION text_array_distinct(p_items text[]) RETURNS boolean
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT count(DISTINCT lower(item)) = count(*) FROM unnest(p_items) AS item
$$;

-- A pay point is a place: 1-200 characters a line, and neither an e-mail address nor a phone
-- number (seven digits in a row), which would name a person to call.
CREATE FUNCTION payment_pay_points_ok(p_points text[]) RETURNS boolean
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT coalesce(bool_and(btrim(point) = point AND length(point) BETWEEN 1 AND 200
                             AND point !~ '@' AND point !~ '[0-9]{7}'), true)
    FROM unnest(p_points) AS point
$$;

CREATE TABLE payment_window (
    id            text    PRIMARY KEY,
    -- The cash transfer office's programme; another programme is a migration.
    programme     text    NOT NULL DEFAULT 'cash-transfer' CHECK (programme IN ('cash-transfer')),
    -- "2026, tranche 2": NASSP began in 2016.
    cycle_year    integer NOT NULL CHECK (cycle_year BETWEEN 2016 AND 2100),
    cycle_number  integer NOT NULL CHECK (cycle_number BETWEEN 1 AND 24),
    state         text    NOT NULL REFERENCES register_state (name),
    -- Each an LGA of the state in register_lga (the trigger below checks it).
    lgas          text[]  NOT NULL CONSTRAINT payment_window_lgas_check
                          CHECK (cardinality(lgas) BETWEEN 1 AND 60 AND array_position(lgas, NULL) IS NULL AND text_array_distinct(lgas)),
    -- Dates in Lagos: the window opens at the start of opens_on and closes at the end of closes_on.
    opens_on      date    NOT NULL,
    closes_on     date    NOT NULL,
    -- Naira a household, where the amount is public; NULL where it is not.
    amount_naira  integer CHECK (amount_naira BETWEEN 1 AND 10000000),
    by_bank       boolean NOT NULL DEFAULT false,
    by_wallet     boolean NOT NULL DEFAULT false,
    at_pay_points boolean NOT NULL DEFAULT false,
    pay_points    text[]  NOT NULL DEFAULT '{}' CONSTRAINT payment_window_pay_points_check
                          CHECK (cardinality(pay_points) <= 40 AND array_position(pay_points, NULL) IS NULL
                                 AND text_array_distinct(pay_points) AND payment_pay_points_ok(pay_points)),
    -- Set while payments are paused; the reason is worded in each language.
    pause_reason  text    CHECK (pause_reason IN ('funds', 'verification', 'security', 'holiday', 'other')),
    source_name   text    NOT NULL CHECK (source_name IN ('NASSCO', 'NCTO', 'SOCU')),
    -- When the office last checked the window with the paying office.
    checked_on    date    NOT NULL,
    CONSTRAINT payment_window_closes_on_check CHECK (closes_on >= opens_on AND closes_on - opens_on <= 120),
    CONSTRAINT payment_window_by_bank_check CHECK (by_bank OR by_wallet OR at_pay_points),
    CONSTRAINT payment_window_pay_points_need_check CHECK (at_pay_points OR cardinality(pay_points) = 0)
);
SELECT content_collection_register('payment_window');
-- Every sentence a reader sees is built from the typed fields in the reader's language.
ALTER TABLE payment_window ADD CONSTRAINT payment_window_locale_check CHECK (locale = 'en');
UPDATE content_collection SET translated = false WHERE table_name = 'payment_window';
COMMENT ON TABLE payment_window IS 'A payment window of the cash transfer for a state and some of its LGAs: dates (Lagos), amount where public, how paid, pay points (places), pause reason, source and checked date. A content collection without translations; no person.';

-- An LGA the state does not have is refused under the lgas column's constraint, so the back
-- office's form names the field.
CREATE FUNCTION payment_window_places_checked() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_unknown text;
BEGIN
    SELECT lga INTO v_unknown FROM unnest(NEW.lgas) AS lga
    WHERE NOT EXISTS (SELECT FROM register_lga r WHERE r.state = NEW.state AND r.name = lga)
    LIMIT 1;
    IF v_unknown IS NOT NULL THEN
        RAISE EXCEPTION '"%" is not an LGA of %', v_unknown, NEW.state
            USING ERRCODE = 'check_violation', CONSTRAINT = 'payment_window_lgas_check', TABLE = 'payment_window';
    END IF;
    RETURN NEW;
END $$;
REVOKE ALL ON FUNCTION payment_window_places_checked() FROM PUBLIC;
CREATE TRIGGER payment_window_places_checked BEFORE INSERT OR UPDATE OF state, lgas ON payment_window
    FOR EACH ROW EXECUTE FUNCTION payment_window_places_checked();

-- An LGA's windows, the next first; a state's; the history by key; the windows not yet closed; the
-- newest across the country (its feed).
CREATE INDEX payment_window_state_next ON payment_window (state, closes_on, opens_on, id);
CREATE INDEX payment_window_state_history ON payment_window (state, opens_on DESC, id DESC);
CREATE INDEX payment_window_newest ON payment_window (opens_on DESC, id DESC);
CREATE INDEX payment_window_closing ON payment_window (closes_on);
CREATE INDEX payment_window_lgas ON payment_window USING gin (lgas);

-- ---------------------------------------------------------------------------
-- What a published window was before each change a reader must know of, so the page says
-- "dates moved on 3 March: was 1-5 March". Written by the trigger below, never by a role.

CREATE TABLE payment_window_change (
    id                bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    window_id         text        NOT NULL REFERENCES payment_window ON DELETE CASCADE,
    changed_at        timestamptz NOT NULL DEFAULT now(),
    -- changed: one of the fields below; withdrawn: taken off the site.
    kind              text        NOT NULL CHECK (kind IN ('changed', 'withdrawn')),
    was_opens_on      date        NOT NULL,
    was_closes_on     date        NOT NULL,
    was_lgas          text[]      NOT NULL,
    was_amount_naira  integer,
    was_by_bank       boolean     NOT NULL,
    was_by_wallet     boolean     NOT NULL,
    was_at_pay_points boolean     NOT NULL,
    was_pause_reason  text
);
CREATE INDEX payment_window_change_of ON payment_window_change (window_id, changed_at DESC, id DESC);
COMMENT ON TABLE payment_window_change IS 'The fields a reader relies on (dates, LGAs, amount, how paid, pause) as a live window had them before each change, and when it changed or was withdrawn. Written by a trigger; readers see those of live windows.';
REVOKE ALL ON payment_window_change FROM PUBLIC;
ALTER TABLE payment_window_change ENABLE ROW LEVEL SECURITY;
-- The window's own policy hides a window that is not live, and with it its changes.
CREATE POLICY readers ON payment_window_change FOR SELECT TO nassco_app
    USING (EXISTS (SELECT FROM payment_window w WHERE w.id = window_id));
GRANT SELECT ON payment_window_change TO nassco_app;
CREATE POLICY editors ON payment_window_change FOR SELECT TO nassco_editor USING (true);
GRANT SELECT ON payment_window_change TO nassco_editor;

CREATE FUNCTION payment_window_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_live_now boolean := content_is_live(NEW.status, NEW.publish_at, NEW.unpublish_at);
BEGIN
    IF NOT content_is_live(OLD.status, OLD.publish_at, OLD.unpublish_at) THEN
        RETURN NULL;
    END IF;
    IF v_live_now AND (OLD.opens_on, OLD.closes_on, OLD.lgas, OLD.amount_naira, OLD.by_bank, OLD.by_wallet, OLD.at_pay_points, OLD.pause_reason)
                      IS NOT DISTINCT FROM
                      (NEW.opens_on, NEW.closes_on, NEW.lgas, NEW.amount_naira, NEW.by_bank, NEW.by_wallet, NEW.at_pay_points, NEW.pause_reason) THEN
        RETURN NULL;
    END IF;
    INSERT INTO payment_window_change (window_id, kind, was_opens_on, was_closes_on, was_lgas, was_amount_naira,
                                       was_by_bank, was_by_wallet, was_at_pay_points, was_pause_reason)
    VALUES (OLD.id, CASE WHEN v_live_now THEN 'changed' ELSE 'withdrawn' END, OLD.opens_on, OLD.closes_on, OLD.lgas,
            OLD.amount_naira, OLD.by_bank, OLD.by_wallet, OLD.at_pay_points, OLD.pause_reason);
    RETURN NULL;
END $$;
REVOKE ALL ON FUNCTION payment_window_changed() FROM PUBLIC;
CREATE TRIGGER payment_window_changed AFTER UPDATE ON payment_window
    FOR EACH ROW EXECUTE FUNCTION payment_window_changed();

-- ---------------------------------------------------------------------------
-- A known fake may name the state and LGA it targets ("your LGA is paid on 3 March; pay N2,000
-- to be listed"), and is then shown on that LGA's payment page.

ALTER TABLE known_fake ADD COLUMN state text REFERENCES register_state (name);
ALTER TABLE known_fake ADD COLUMN lga text;
ALTER TABLE known_fake ADD CONSTRAINT known_fake_lga_check CHECK (lga IS NULL OR state IS NOT NULL);
ALTER TABLE known_fake ADD CONSTRAINT known_fake_lga_fkey FOREIGN KEY (state, lga) REFERENCES register_lga (state, name);
CREATE INDEX known_fake_targets ON known_fake (state, lga, reported_on DESC, id) WHERE lga IS NOT NULL;
