CREATE OR REPLACE FUNCTION public.audit_redact_note(p_fields jsonb)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT CASE WHEN jsonb_typeof(p_fields -> 'decision_note') = 'string'
                THEN (p_fields - 'decision_note')
                     || jsonb_build_object('decision_note_sha256', encode(sha256(convert_to(p_fields ->> 'decision_note', 'UTF8')), 'hex'))
                ELSE p_fields END;
$function$;
