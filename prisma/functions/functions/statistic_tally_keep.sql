CREATE OR REPLACE FUNCTION public.statistic_tally_keep()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_rows text := format('%I', TG_TABLE_NAME);
BEGIN
    EXECUTE format($q$
        INSERT INTO statistic_tally AS t (fact, key, slot, n)
        SELECT f.fact, f.key, pg_backend_pid() %% 8, sum(c.sign)
        FROM (%s) AS c(r, sign), statistic_facts(c.r) AS f
        GROUP BY f.fact, f.key
        HAVING sum(c.sign) <> 0
        ORDER BY f.fact, f.key
        ON CONFLICT (fact, key, slot) DO UPDATE SET n = t.n + EXCLUDED.n$q$,
        CASE TG_OP
            WHEN 'INSERT' THEN format('SELECT x::%s, 1 FROM new_rows x', v_rows)
            WHEN 'DELETE' THEN format('SELECT x::%s, -1 FROM old_rows x', v_rows)
            ELSE format('SELECT x::%1$s, 1 FROM new_rows x UNION ALL SELECT x::%1$s, -1 FROM old_rows x', v_rows)
        END);
    RETURN NULL;
END $function$;

COMMENT ON FUNCTION public.statistic_tally_keep() IS 'After each statement on data_access_request or newsletter_subscriber: adds what it changed to statistic_tally.';
