import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { openDrafts } from "~/features/staff-content/content.server";
import { DraftList, type ListedDraft } from "~/features/staff-content/draft-list";
import { shownTitle } from "~/features/staff-content/titles";
import { collectionManifests, manifestOf } from "~/features/content-pages/collections";

export const meta: MetaFunction = () => staffMeta("Content");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const drafts = (await openDrafts(member)).map((draft): ListedDraft => {
    const collection = manifestOf(draft.collection);
    return {
      id: draft.id,
      href: `/staff/content/${draft.collection}/${draft.itemId}`,
      title: shownTitle(draft.proposed[collection?.titleField ?? "title"], draft.itemId),
      collection: collection?.label ?? draft.collection,
      state: draft.state,
      by: draft.submittedBy ?? draft.updatedBy,
      note: draft.note,
    };
  });
  return {
    publisher: member.roles.includes("publisher"),
    collections: collectionManifests.map((collection) => ({ table: collection.table, label: collection.label })),
    waiting: drafts.filter((draft) => draft.state === "in_review"),
    open: drafts.filter((draft) => draft.state !== "in_review"),
  };
}

export default function Content() {
  const { publisher, collections, waiting, open } = useLoaderData<typeof loader>();
  return (
    <StaffPage title="Content">
      <h2>{publisher ? "Waiting for your review" : "Waiting for a publisher"}</h2>
      <DraftList drafts={waiting} none="No draft is waiting for review." />
      <h2>Drafts being written</h2>
      <DraftList drafts={open} none="No drafts are being written." />
      <h2>Collections</h2>
      <ul className="link-list">
        {collections.map((collection) => (
          <li key={collection.table}>
            <a href={`/staff/content/${collection.table}`}>{collection.label}</a>
          </li>
        ))}
      </ul>
    </StaffPage>
  );
}
