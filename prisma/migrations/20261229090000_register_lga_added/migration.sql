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
