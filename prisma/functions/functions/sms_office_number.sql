CREATE OR REPLACE FUNCTION public.sms_office_number(p_phone text, p_state text, p_locale text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
    v_number text;
BEGIN
    SELECT c.value INTO v_number FROM contact_channel c
    WHERE c.office = p_state AND c.kind = 'phone' AND c.locale = 'en' AND c.provenance <> 'illustrative'
      AND content_is_live(c.status, c.publish_at, c.unpublish_at)
    ORDER BY c.position, c.id LIMIT 1;
    IF v_number IS NULL OR p_phone IS NULL THEN
        RETURN false;
    END IF;
    -- Over the hourly ceiling nothing is queued, and the caller sees the same screen.
    IF sms_asked_allowed('office number') THEN
        PERFORM sms_queue('office number', p_phone, coalesce(p_locale, 'en'),
                          jsonb_build_object('state', CASE p_state WHEN 'fct' THEN 'FCT' ELSE initcap(replace(p_state, '-', ' ')) END,
                                             'phone', v_number),
                          NULL, NULL);
    END IF;
    RETURN true;
END $function$;

COMMENT ON FUNCTION public.sms_office_number(p_phone text, p_state text, p_locale text) IS 'Queues an SMS with a state unit''s phone (contact_channel, live, not illustrative) to the caller, within sms_asked_allowed() (over it, nothing is queued and the answer is the same); false when the state has none on record.';
