CREATE OR REPLACE FUNCTION public.payment_window_told(p_status text, p_provenance text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
AS $function$ SELECT p_status = 'published' AND p_provenance <> 'illustrative' $function$;

COMMENT ON FUNCTION public.payment_window_told(p_status text, p_provenance text) IS 'Whether a window is news for alerts: published (now or scheduled) and not illustrative.';
