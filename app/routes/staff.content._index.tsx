import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { collectionOf, contentCollections } from "~/features/staff-content/collections";
import { openDrafts } from "~/features/staff-content/content.server";
import { DRAFT_STATES } from "~/features/staff-content/words";

export const meta: MetaFunction = () => staffMeta("Content");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const drafts = await openDrafts(member);
  return {
    publisher: member.roles.includes("publisher"),
    collections: contentCollections.map((collection) => ({ table: collection.table, label: collection.label })),
    drafts: drafts.map((draft) => {
      const collection = collectionOf(draft.collection);
      const title = draft.proposed[collection?.titleField ?? "title"];
      return {
        id: draft.id,
        href: `/staff/content/${draft.collection}/${draft.itemId}`,
        title: typeof title === "string" && title ? title : draft.itemId,
        collection: collection?.label ?? draft.collection,
        state: draft.state,
        by: draft.submittedBy ?? draft.updatedBy,
        note: draft.note,
      };
    }),
  };
}

export default function Content() {
  const { publisher, collections, drafts } = useLoaderData<typeof loader>();
  const waiting = drafts.filter((draft) => draft.state === "in_review");
  const open = drafts.filter((draft) => draft.state !== "in_review");
  return (
    <StaffPage title="Content">
      <h2>{publisher ? "Waiting for your review" : "Waiting for a publisher"}</h2>
      {waiting.length === 0 ? <p>No draft is waiting for review.</p> : <DraftList drafts={waiting} />}
      <h2>Drafts being written</h2>
      {open.length === 0 ? <p>No drafts are being written.</p> : <DraftList drafts={open} />}
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

function DraftList({
  drafts,
}: {
  drafts: { id: number; href: string; title: string; collection: string; state: keyof typeof DRAFT_STATES; by: string; note: string }[];
}) {
  return (
    <ul className="staff-list">
      {drafts.map((draft) => (
        <li key={draft.id}>
          <a href={draft.href}>{draft.title}</a>
          <span className="hint">
            {" "}
            {draft.collection}; {DRAFT_STATES[draft.state]}, by {draft.by}
            {draft.note ? `; note: ${draft.note}` : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}
