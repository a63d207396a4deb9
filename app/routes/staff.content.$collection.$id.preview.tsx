import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { DevicePreviews } from "~/features/staff-content/device-previews";
import { requireCollection } from "~/features/staff-content/editing.server";
import { requireItem } from "~/features/staff-content/item.server";
import { PAGE_PREVIEW_COLLECTIONS } from "~/features/staff-content/page-preview";
import { shownTitle } from "~/features/staff-content/titles";

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data ? `Preview: ${data.title}` : "Preview");

/** A draft's page at a phone's width and at a desktop's (the page preview, staff_.content.$collection.$id.page-preview.tsx). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const collection = requireCollection(params.collection);
  const id = params.id ?? "";
  if (!PAGE_PREVIEW_COLLECTIONS.includes(collection.table)) {
    throw new Response("Items of this kind have no page of their own to preview.", { status: 404 });
  }
  const item = await requireItem(member, collection, id);
  return {
    base: `/staff/content/${collection.table}/${id}`,
    title: shownTitle((item.draft?.proposed ?? item.row)?.[collection.titleField], id),
    draft: item.draft !== null,
  };
}

export default function PreviewPage() {
  const { base, title, draft } = useLoaderData<typeof loader>();
  return (
    <StaffPage title={`Preview: ${title}`}>
      <p>
        <a href={base}>Back to the item</a>
      </p>
      <p>
        {draft ? "The draft's page as readers will see it once it is published" : "The item's page as it is now"}, on a phone and on a
        desktop. It is not published.
      </p>
      <DevicePreviews page={`${base}/page-preview`} title={title} />
    </StaffPage>
  );
}
