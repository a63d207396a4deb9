CREATE OR REPLACE FUNCTION public.grievance_row_for_staff(p_grievance grievance, p_now timestamp with time zone)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT (to_jsonb(p_grievance) - ARRAY['description', 'contact_name', 'phone', 'email', 'status_code_sha256', 'receipt_token',
                                          'fix_token_sha256'])
        || jsonb_build_object(
            'overdue', p_grievance.resolved_at IS NULL
                       AND coalesce(p_grievance.reopen_expected_on, p_grievance.expected_on) < (p_now AT TIME ZONE 'Africa/Lagos')::date,
            'has_email', p_grievance.email IS NOT NULL,
            'has_phone', p_grievance.phone IS NOT NULL,
            'anonymous', p_grievance.contact_name IS NULL AND p_grievance.phone IS NULL AND p_grievance.email IS NULL);
$function$;
