import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ScrollRegion } from "~/components/scroll-region";
import { KeyPager } from "~/features/staff-auth/key-pager";
import { pageAtKey } from "~/features/staff-auth/key-page.server";
import { keyPlaceOf, type KeyPlace } from "~/features/staff-auth/key-place";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { listItems, type ContentFilters } from "~/features/staff-content/content.server";
import { requireCollection } from "~/features/staff-content/editing.server";
import { DRAFT_STATES, ITEM_STATUSES, PROVENANCES } from "~/features/staff-content/words";
import { lagosTimeText } from "~/utils/lagos-time";
import { SEED_ACTOR } from "../../prisma/seeds/content";

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data?.label ?? "Content");

const STATUS_FILTERS = {
  "": "Any status",
  live: "Live now",
  draft: "Not published",
  archived: "Archived",
  drafted: "With an open draft",
} as const;

/** The list's first page with these filters, or the page after (or before) a row's key: plain links, so the pager needs no JavaScript. */
function listHref(table: string, filters: ContentFilters, place: KeyPlace = null): string {
  const query = new URLSearchParams({ ...filters, ...(place ?? {}) });
  return `/staff/content/${table}?${query}#items`;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const collection = requireCollection(params.collection);
  const query = new URL(request.url).searchParams;
  const status = (query.get("status") ?? "") in STATUS_FILTERS ? (query.get("status") ?? "") : "";
  const provenance = (query.get("provenance") ?? "") in PROVENANCES ? (query.get("provenance") ?? "") : "";
  const filters = { status, provenance };
  const place = keyPlaceOf(query);
  const { page, lost } = await pageAtKey(place, (at) => listItems(member, collection, filters, at));
  const items = page.items.map((item) => ({
    id: item.id,
    title: item.title ?? item.id,
    status: item.status === null ? "New, not published" : item.live ? "Live" : (ITEM_STATUSES[item.status] ?? item.status),
    provenance: item.provenance === null ? "" : (PROVENANCES[item.provenance] ?? ""),
    draft: item.draftState ? DRAFT_STATES[item.draftState] : null,
    // The seed rewrites its rows on each start: only a change someone made has a date worth showing.
    updated: item.status === null || item.updatedBy === SEED_ACTOR ? "" : lagosTimeText(item.updatedAt).slice(0, 10),
  }));
  return data(
    {
      table: collection.table,
      label: collection.label,
      item: collection.item,
      items,
      status,
      provenance,
      lost,
      first: page.first,
      last: page.last,
      moreBefore: page.moreBefore,
      moreAfter: page.moreAfter,
      // A page reached by a link that now shows nothing (its rows changed meanwhile) offers the first page.
      paged: place !== null,
    },
    { status: lost ? 400 : 200 },
  );
}

export default function CollectionList() {
  const { table, label, item, items, status, provenance, lost, first, last, moreBefore, moreAfter, paged } = useLoaderData<typeof loader>();
  const pager = (
    <KeyPager
      label="Pages of the list"
      href={(place) => listHref(table, { status, provenance }, place)}
      first={first}
      last={last}
      moreBefore={moreBefore}
      moreAfter={moreAfter}
      paged={paged}
    />
  );
  return (
    <StaffPage title={label}>
      <p>
        <a className="button" href={`/staff/content/${table}/new`}>
          Write {item}
        </a>
      </p>
      <form method="get" className="staff-filters">
        <div className="field">
          <label htmlFor="filter-status">Status</label>
          <select id="filter-status" name="status" defaultValue={status}>
            {Object.entries(STATUS_FILTERS).map(([value, words]) => (
              <option key={value} value={value}>
                {words}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-provenance">Where it comes from</label>
          <select id="filter-provenance" name="provenance" defaultValue={provenance}>
            <option value="">Anywhere</option>
            {Object.entries(PROVENANCES).map(([value, words]) => (
              <option key={value} value={value}>
                {words}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button--secondary">
          Show
        </button>
      </form>
      {/* Where the pager's links land: below the filters, so a phone shows the rows. */}
      <div id="items" />
      {lost ? (
        <div className="callout callout--warning" role="alert">
          <p>That place in the list is not one this page knows, so here is the first page.</p>
        </div>
      ) : null}
      {items.length === 0 ? (
        <p>No items match.</p>
      ) : (
        <ScrollRegion labelledBy="items-caption">
          <table className="staff-table">
            <caption className="visually-hidden" id="items-caption">
              {label}
            </caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Status</th>
                <th scope="col">Source</th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <a href={`/staff/content/${table}/${entry.id}`}>{entry.title}</a>
                    {entry.updated ? <span className="hint"> (changed {entry.updated})</span> : null}
                  </td>
                  <td>
                    {entry.status}
                    {entry.draft ? `; a draft ${entry.draft}` : ""}
                  </td>
                  <td>{entry.provenance}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {pager}
    </StaffPage>
  );
}
