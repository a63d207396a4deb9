CREATE VIEW public.newsletter_subscriber_counts AS
 SELECT status,
    count(*)::integer AS addresses,
    min(created_at) AS oldest,
    max(created_at) AS newest
   FROM newsletter_subscriber
  GROUP BY status;

COMMENT ON VIEW public.newsletter_subscriber_counts IS 'How many addresses are pending, confirmed and unsubscribed; the addresses themselves are not shown.';
