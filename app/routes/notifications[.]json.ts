import { readNotifications } from "~/features/notices/notices.server";
import { withCdnHeaders } from "~/features/cdn/headers.server";

/** GET /notifications.json: the banner's notices, title and date, as the URL contract has always offered them. */
export async function loader() {
  const items = await readNotifications();
  if (!items) {
    return Response.json({ error: "Notifications are unavailable." }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
  return Response.json(
    items.map(({ title, date, provenance }) => ({ title, date, provenance })),
    { headers: withCdnHeaders({ "Cache-Control": "public, max-age=60" }) },
  );
}
