-- The National Social Register summary by LGA (spec §2.6): one current dataset,
-- replaced whole by `npm run data:import-lga`.

CREATE TABLE lga_dataset (
    id          integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    source      text        NOT NULL,
    as_at       date        NOT NULL,
    illustrative boolean    NOT NULL,
    file_sha256 char(64)    NOT NULL,
    row_count   integer     NOT NULL,
    imported_at timestamptz NOT NULL DEFAULT now()
);

COMMENT ON TABLE lga_dataset IS 'The dataset currently shown in lga_summary: where it came from and the date it describes. Always one row.';
COMMENT ON COLUMN lga_dataset.source IS 'Where the figures come from, in words.';
COMMENT ON COLUMN lga_dataset.as_at IS 'The date the figures describe (shown as "AS AT MAY 2021").';
COMMENT ON COLUMN lga_dataset.illustrative IS 'True for the generated sample shipped with the site; the page then shows a data note.';
COMMENT ON COLUMN lga_dataset.file_sha256 IS 'SHA-256 of the imported CSV file.';
COMMENT ON COLUMN lga_dataset.row_count IS 'Rows imported, the national total included.';
COMMENT ON COLUMN lga_dataset.imported_at IS 'When the file was imported.';

CREATE TABLE lga_summary (
    id          serial  PRIMARY KEY,
    position    integer NOT NULL,
    state       text    NOT NULL,
    lga         text    NOT NULL,
    households  integer NOT NULL CHECK (households >= 0),
    individuals integer NOT NULL CHECK (individuals >= 0),
    male        integer NOT NULL CHECK (male >= 0),
    female      integer NOT NULL CHECK (female >= 0),
    is_total    boolean NOT NULL DEFAULT false,
    -- Every column as lower-case text, joined by a unit separator nobody types,
    -- so one LIKE finds a substring of any single column, digits included.
    search_text text GENERATED ALWAYS AS (
        lower(state) || chr(31) || lower(lga) || chr(31) || households::text || chr(31) ||
        individuals::text || chr(31) || male::text || chr(31) || female::text
    ) STORED
);

CREATE UNIQUE INDEX lga_summary_one_total ON lga_summary (is_total) WHERE is_total;
CREATE INDEX lga_summary_state ON lga_summary (state);
CREATE INDEX lga_summary_search_trgm ON lga_summary USING gin (search_text gin_trgm_ops);

COMMENT ON TABLE lga_summary IS 'Households and individuals on the National Social Register per local government area, as imported. Figures are shown as given, never cleaned.';
COMMENT ON COLUMN lga_summary.position IS 'Order of the row in the imported file.';
COMMENT ON COLUMN lga_summary.state IS 'State name; empty on the national total row.';
COMMENT ON COLUMN lga_summary.lga IS 'Local government area name, as spelt in the file; empty on the national total row.';
COMMENT ON COLUMN lga_summary.households IS 'Poor and vulnerable households registered.';
COMMENT ON COLUMN lga_summary.individuals IS 'Individuals in those households.';
COMMENT ON COLUMN lga_summary.male IS 'Male individuals.';
COMMENT ON COLUMN lga_summary.female IS 'Female individuals.';
COMMENT ON COLUMN lga_summary.is_total IS 'True for the national total row (blank state and LGA).';
COMMENT ON COLUMN lga_summary.search_text IS 'Generated: all columns as lower-case text, for the table search.';
