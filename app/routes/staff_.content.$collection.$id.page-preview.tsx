import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import staffStylesUrl from "~/styles/staff.css";
import { useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/features/staff-auth/session.server";
import { staffMeta } from "~/features/staff-auth/staff-frame";
import { requireCollection } from "~/features/staff-content/editing.server";
import { requireItem } from "~/features/staff-content/item.server";
import { NotPublishedBanner, PreviewedPage } from "~/features/staff-content/page-preview";
import { pagePreviewOf } from "~/features/staff-content/page-preview.server";
import { shownTitle } from "~/features/staff-content/titles";
import type { RouteHandle } from "~/utils/handle";

/**
 * A draft's page as readers will see it once published: the public page's
 * own component and stylesheet, under a banner that says it is not
 * published. Outside the back office's frame (staff_), so that it has none
 * of the back office's header; it is the one back-office page its own pages
 * may frame (the phone and desktop views of routes/staff.content.$collection.$id.preview.tsx).
 * Still private, unstored and unindexed, as the listener makes every answer.
 */
export const handle: RouteHandle = { backOffice: true, framedBySelf: true };

/** The back office's own styles, after app.css (root.tsx): never on a public page (decision 0097). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: staffStylesUrl }];

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data ? `Preview: ${data.title}` : "Preview");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const collection = requireCollection(params.collection);
  const id = params.id ?? "";
  const item = await requireItem(member, collection, id);
  const row = { ...item.row, ...item.draft?.proposed };
  const preview = await pagePreviewOf(collection.table, row);
  if (!preview) throw new Response("Items of this kind have no page of their own to preview.", { status: 404 });
  return {
    preview,
    draft: item.draft !== null,
    back: `/staff/content/${collection.table}/${id}`,
    title: shownTitle(row[collection.titleField], id),
  };
}

export default function PagePreview() {
  const { preview, draft, back } = useLoaderData<typeof loader>();
  return (
    <>
      <NotPublishedBanner draft={draft} back={back} />
      <PreviewedPage preview={preview} />
    </>
  );
}

export { ErrorBoundary } from "./staff";
