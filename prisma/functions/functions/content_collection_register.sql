CREATE OR REPLACE FUNCTION public.content_collection_register(p_table regclass)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
    v_name text := p_table::text;
BEGIN
    EXECUTE format($ddl$
        ALTER TABLE %1$s
            ADD COLUMN locale         text        NOT NULL DEFAULT 'en' REFERENCES content_locale,
            ADD COLUMN translation_of text        REFERENCES %1$s ON DELETE CASCADE,
            ADD COLUMN provenance     text        NOT NULL CHECK (provenance IN ('spec', 'published', 'confirmed', 'illustrative')),
            ADD COLUMN source_url     text        CHECK (source_url ~ '^https://'),
            ADD COLUMN source_as_at   date,
            ADD COLUMN status         text        NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'archived')),
            ADD COLUMN publish_at     timestamptz NOT NULL DEFAULT now(),
            ADD COLUMN unpublish_at   timestamptz,
            ADD COLUMN created_by     text        NOT NULL DEFAULT content_actor(),
            ADD COLUMN created_at     timestamptz NOT NULL DEFAULT now(),
            ADD COLUMN updated_by     text        NOT NULL DEFAULT content_actor(),
            ADD COLUMN updated_at     timestamptz NOT NULL DEFAULT now(),
            ADD CONSTRAINT %2$I CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
            ADD CONSTRAINT %3$I CHECK (provenance <> 'published' OR (source_url IS NOT NULL AND source_as_at IS NOT NULL)),
            ADD CONSTRAINT %4$I CHECK ((locale = 'en') = (translation_of IS NULL)),
            ADD CONSTRAINT %5$I CHECK (unpublish_at IS NULL OR unpublish_at > publish_at),
            ADD CONSTRAINT %6$I UNIQUE (translation_of, locale)
        $ddl$, v_name, v_name || '_id_format', v_name || '_published_has_source', v_name || '_translation_has_original',
              v_name || '_window', v_name || '_one_translation_per_locale');
    EXECUTE format('CREATE TRIGGER content_stamp BEFORE INSERT OR UPDATE ON %s FOR EACH ROW EXECUTE FUNCTION content_stamp()', v_name);
    EXECUTE format('CREATE TRIGGER content_record AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION content_record()', v_name);
    PERFORM content_changed_triggers(p_table);
    EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', v_name);
    EXECUTE format('CREATE POLICY readers ON %s FOR SELECT TO nassco_app USING (content_is_live(status, publish_at, unpublish_at))', v_name);
    EXECUTE format('CREATE POLICY editors ON %s TO nassco_editor USING (true) WITH CHECK (true)', v_name);
    EXECUTE format('GRANT SELECT ON %s TO nassco_app', v_name);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO nassco_editor', v_name);
    INSERT INTO content_collection (table_name) VALUES (v_name);
END $function$;
