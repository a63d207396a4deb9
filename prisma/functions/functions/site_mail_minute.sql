CREATE OR REPLACE FUNCTION public.site_mail_minute()
 RETURNS TABLE(kind text, last_minute bigint, per_minute integer)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
    SELECT k.kind,
           (SELECT count(*) FROM mail_outbox m WHERE m.kind = k.kind AND m.created_at > now() - interval '1 minute'),
           k.site_per_minute
    FROM mail_kind k WHERE k.site_per_minute IS NOT NULL
    ORDER BY k.kind
$function$;

COMMENT ON FUNCTION public.site_mail_minute() IS 'For the back office''s /metrics: each kind of mail the site may queue, with how many were written in the last minute and its bound (mail_kind.site_per_minute). Counts only.';
