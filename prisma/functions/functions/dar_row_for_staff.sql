CREATE OR REPLACE FUNCTION public.dar_row_for_staff(p_request data_access_request, p_now timestamp with time zone)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT (to_jsonb(p_request) - ARRAY['receipt_token', 'status_code_sha256', 'office_address', 'email_address', 'requester_name', 'designation'])
        || jsonb_build_object(
            'working_days', working_days_between(p_request.created_at, coalesce(p_request.decided_at, p_now)),
            'has_email', p_request.email_address IS NOT NULL,
            'email_confirmed', p_request.email_confirmed_at IS NOT NULL);
$function$;
