import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ScrollRegion } from "~/components/scroll-region";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { readItem } from "~/features/staff-content/content.server";
import { requireCollection } from "~/features/staff-content/editing.server";
import { PAGE_PREVIEW_COLLECTIONS } from "~/features/staff-content/page-preview";

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data ? `Preview: ${data.title}` : "Preview");

/**
 * A draft's page at a phone's width and at a desktop's, side by side: two
 * frames of its page preview, 360 px wide and 1280 px wide drawn smaller.
 * No script: without frames (w3m) or to see one full size, a link opens it.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const collection = requireCollection(params.collection);
  const id = params.id ?? "";
  if (!PAGE_PREVIEW_COLLECTIONS.includes(collection.table)) {
    throw new Response("Items of this kind have no page of their own to preview.", { status: 404 });
  }
  const item = await readItem(member, collection, id);
  if (!item.row && !item.draft) throw new Response("There is no such item.", { status: 404 });
  const title = (item.draft?.proposed ?? item.row)?.[collection.titleField];
  return {
    base: `/staff/content/${collection.table}/${id}`,
    title: typeof title === "string" && title !== "" ? title : id,
    draft: item.draft !== null,
  };
}

export default function PreviewPage() {
  const { base, title, draft } = useLoaderData<typeof loader>();
  const page = `${base}/page-preview`;
  return (
    <StaffPage title={`Preview: ${title}`}>
      <p>
        <a href={base}>Back to the item</a>
      </p>
      <p>
        {draft ? "The draft's page as readers will see it once it is published" : "The item's page as it is now"}, on a phone and on a
        desktop. It is not published.
      </p>
      <figure className="staff-page-preview">
        <figcaption id="phone-view">
          On a phone, 360 px wide. <a href={page}>Open the phone view on its own</a>
        </figcaption>
        <ScrollRegion labelledBy="phone-view">
          <div className="staff-page-preview__frame staff-page-preview__frame--phone">
            <iframe src={page} title={`${title}: on a phone`} width={360} height={640} />
          </div>
        </ScrollRegion>
      </figure>
      <figure className="staff-page-preview">
        <figcaption id="desktop-view">
          On a desktop, 1280 px wide, drawn smaller. <a href={page}>Open the desktop view on its own</a>
        </figcaption>
        <ScrollRegion labelledBy="desktop-view">
          <div className="staff-page-preview__frame staff-page-preview__frame--desktop">
            <iframe src={page} title={`${title}: on a desktop`} width={1280} height={800} />
          </div>
        </ScrollRegion>
      </figure>
    </StaffPage>
  );
}
