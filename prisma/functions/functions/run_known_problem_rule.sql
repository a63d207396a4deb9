CREATE OR REPLACE FUNCTION public.run_known_problem_rule(p_reports integer)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_place record;
    v_id text;
    v_published integer := 0;
BEGIN
    -- The text channels' offers last a day (sms_in_known_problem): the hourly run clears what a quiet day left.
    DELETE FROM sms_known_problem_offer WHERE offered_at < now() - interval '1 day';
    IF p_reports IS NULL OR p_reports < 2 THEN
        RETURN 0;
    END IF;
    PERFORM set_config('nassco.actor', 'known-problem rule', true);
    FOR v_place IN
        SELECT g.state, g.lga, g.category
        FROM grievance g
        WHERE g.created_at > now() - interval '7 days' AND g.lga IS NOT NULL AND g.category <> 'fraud'
          AND g.known_problem_id IS NULL
        GROUP BY g.state, g.lga, g.category
        HAVING count(*) >= p_reports
    LOOP
        CONTINUE WHEN EXISTS (SELECT FROM known_problem k
                              WHERE k.state = v_place.state AND k.category = v_place.category
                                AND (k.lga IS NULL OR k.lga = v_place.lga) AND k.closed_at IS NULL
                                AND k.status <> 'archived');
        v_id := left(regexp_replace(lower(concat_ws('-', v_place.state, v_place.lga, v_place.category,
                                                    to_char(now() AT TIME ZONE 'Africa/Lagos', 'YYYY-MM-DD'))),
                                    '[^a-z0-9]+', '-', 'g'), 120);
        v_id := btrim(v_id, '-');
        INSERT INTO known_problem (id, state, lga, category, origin, provenance, status, publish_at)
        VALUES (v_id, v_place.state, v_place.lga, v_place.category, 'rule', 'confirmed', 'published', now())
        ON CONFLICT (id) DO NOTHING;
        CONTINUE WHEN NOT FOUND;
        PERFORM known_problem_link_open(v_id, 'known-problem rule');
        INSERT INTO audit_log (actor, action, subject, after)
        VALUES ('known-problem rule', 'known problem published', v_id,
                jsonb_build_object('state', v_place.state, 'lga', v_place.lga, 'category', v_place.category, 'reports', p_reports));
        v_published := v_published + 1;
    END LOOP;
    RETURN v_published;
END $function$;

COMMENT ON FUNCTION public.run_known_problem_rule(p_reports integer) IS 'Publishes a known problem for each LGA and category with p_reports or more new cases in 7 days that no notice covers (KNOWN_PROBLEM_AFTER_REPORTS; below 2, nothing), and links their open cases. Returns how many it published.';
