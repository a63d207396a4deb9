import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ScrollRegion } from "~/components/scroll-region";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { listItems } from "~/features/staff-content/content.server";
import { requireCollection } from "~/features/staff-content/editing.server";
import { DRAFT_STATES, ITEM_STATUSES, PROVENANCES } from "~/features/staff-content/words";

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data?.label ?? "Content");

const STATUS_FILTERS = {
  "": "Any status",
  live: "Live now",
  draft: "Not published",
  archived: "Archived",
  drafted: "With an open draft",
} as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const collection = requireCollection(params.collection);
  const query = new URL(request.url).searchParams;
  const status = (query.get("status") ?? "") in STATUS_FILTERS ? (query.get("status") ?? "") : "";
  const provenance = (query.get("provenance") ?? "") in PROVENANCES ? (query.get("provenance") ?? "") : "";
  const items = (await listItems(member, collection))
    .filter((item) => {
      const row = item.row;
      if (provenance && row?.provenance !== provenance) return false;
      if (status === "live") return item.live;
      if (status === "drafted") return item.draftId !== null;
      if (status) return row?.status === status;
      return true;
    })
    .map((item) => {
      const title = item.row?.[collection.titleField];
      return {
        id: item.id,
        title: typeof title === "string" && title !== "" ? title : item.id,
        status: item.row
          ? item.live
            ? "Live"
            : (ITEM_STATUSES[String(item.row.status)] ?? String(item.row.status))
          : "New, not published",
        provenance: item.row ? (PROVENANCES[String(item.row.provenance)] ?? "") : "",
        draft: item.draftState ? DRAFT_STATES[item.draftState] : null,
        updated: typeof item.row?.updated_at === "string" ? item.row.updated_at.slice(0, 10) : "",
      };
    });
  return { table: collection.table, label: collection.label, item: collection.item, items, status, provenance };
}

export default function CollectionList() {
  const { table, label, item, items, status, provenance } = useLoaderData<typeof loader>();
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
    </StaffPage>
  );
}
