-- The register's file checked against the register's list (issue 64; decision 0083). The site
-- checks each row's state and LGA against the list (app/features/register/reference.ts: the 36
-- states and the FCT, their 774 LGAs, the known other spellings); a file naming anything else
-- is refused. Here, the LGAs an administrator added to the list since, each a new or renamed
-- LGA, with their name.

CREATE TABLE register_lga_added (
    state     text        NOT NULL REFERENCES register_state (name),
    lga       text        NOT NULL CHECK (btrim(lga) = lga AND length(lga) BETWEEN 1 AND 100),
    added_by  text        NOT NULL,
    added_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (state, lga)
);
REVOKE ALL ON register_lga_added FROM PUBLIC;
-- The back office checks files against it; who added each is the audit log's and the owner's.
GRANT SELECT (state, lga) ON register_lga_added TO nassco_office;
COMMENT ON TABLE register_lga_added IS 'LGAs an administrator added to the register''s list (data/nigeria-lgas.json), each new or renamed since; a file may then name them. Written only by staff_register_add_lgas(), which audits each.';

-- An administrator adds LGAs of register states to the list; the site has checked that the
-- list does not have them already. Returns how many were new here.
CREATE FUNCTION staff_register_add_lgas(p_token_sha256 bytea, p_states text[], p_lgas text[]) RETURNS integer
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    v_member staff_account := staff_member(p_token_sha256, ARRAY['admin']);
    v_added integer;
BEGIN
    IF cardinality(p_states) IS DISTINCT FROM cardinality(p_lgas) OR cardinality(p_states) = 0 THEN
        RAISE EXCEPTION 'each LGA needs its state' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    WITH added AS (
        INSERT INTO register_lga_added (state, lga, added_by)
        SELECT s, btrim(l), v_member.name FROM unnest(p_states, p_lgas) AS u(s, l)
        ON CONFLICT DO NOTHING
        RETURNING state, lga
    ), logged AS (
        INSERT INTO audit_log (actor, action, subject, after)
        SELECT v_member.name, 'register LGA added', 'register_lga_added:' || a.state || '/' || a.lga,
               jsonb_build_object('state', a.state, 'lga', a.lga)
        FROM added a
        RETURNING 1
    )
    SELECT count(*)::integer INTO v_added FROM logged;
    RETURN v_added;
END $$;
COMMENT ON FUNCTION staff_register_add_lgas(bytea, text[], text[]) IS 'An administrator adds new or renamed LGAs (each of a register state) to the register''s list, so that a file may name them; an audit row ''register LGA added'' each, under their name. Returns how many the list did not have.';
REVOKE ALL ON FUNCTION staff_register_add_lgas(bytea, text[], text[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_register_add_lgas(bytea, text[], text[]) TO nassco_office;
