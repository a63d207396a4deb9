import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { openDrafts, pagesPastReview } from "~/features/staff-content/content.server";
import { DraftList, type ListedDraft } from "~/features/staff-content/draft-list";
import { shownTitle } from "~/features/staff-content/titles";
import { collectionManifests, manifestOf } from "~/features/content-pages/collections";
import { pageCollection } from "~/features/content-pages/page-collection";
import { formatMonthDayYear } from "~/utils/format";
import { lagosTimeText } from "~/utils/lagos-time";

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
  const due = (await pagesPastReview(member)).map((page) => ({
    href: `/staff/content/${pageCollection.table}/${page.id}`,
    path: page.path,
    reviewBy: formatMonthDayYear(page.reviewBy),
    updated: lagosTimeText(page.updatedAt),
  }));
  return {
    due,
    publisher: member.roles.includes("publisher"),
    collections: collectionManifests.map((collection) => ({ table: collection.table, label: collection.label })),
    waiting: drafts.filter((draft) => draft.state === "in_review"),
    open: drafts.filter((draft) => draft.state !== "in_review"),
  };
}

export default function Content() {
  const { due, publisher, collections, waiting, open } = useLoaderData<typeof loader>();
  return (
    <StaffPage title="Content">
      <h2>{publisher ? "Waiting for your review" : "Waiting for a publisher"}</h2>
      <DraftList drafts={waiting} none="No draft is waiting for review." />
      <h2>Drafts being written</h2>
      <DraftList drafts={open} none="No drafts are being written." />
      <h2>Pages past their review date</h2>
      {due.length === 0 ? (
        <p>No page is past the review date the office set for it.</p>
      ) : (
        <ul className="link-list">
          {due.map((page) => (
            <li key={page.href}>
              <a href={page.href}>{page.path}</a>: review was due {page.reviewBy}; last changed {page.updated}
            </li>
          ))}
        </ul>
      )}
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
