CREATE OR REPLACE FUNCTION public.payment_pay_points_ok(p_points text[])
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
    SELECT coalesce(bool_and(btrim(point) = point AND length(point) BETWEEN 1 AND 200
                             AND point !~ '@' AND point !~ '[0-9]{7}'), true)
    FROM unnest(p_points) AS point
$function$;
