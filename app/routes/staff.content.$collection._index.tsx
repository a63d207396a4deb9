import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { KeyPager } from "~/features/staff-auth/key-pager";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { CollectionItems } from "~/features/staff-content/collection-items";
import { listHref, STATUS_FILTERS } from "~/features/staff-content/content-list";
import { collectionList } from "~/features/staff-content/content-list.server";
import { requireCollection } from "~/features/staff-content/editing.server";
import { FilterForm, optionsOf } from "~/features/staff-content/filter-form";
import { PROVENANCES } from "~/features/staff-content/words";
import { manifestOf } from "~/features/content-pages/collections";

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data?.label ?? "Content");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const list = await collectionList(member, requireCollection(params.collection), new URL(request.url).searchParams);
  return data(list, { status: list.lost ? 400 : 200 });
}

export default function CollectionList() {
  const { table, label, item, items, status, provenance, lost, ...pages } = useLoaderData<typeof loader>();
  const bulk = manifestOf(table)?.bulk;
  return (
    <StaffPage title={label}>
      <p>
        <a className="button" href={`/staff/content/${table}/new`}>
          Write {item}
        </a>
        {bulk ? (
          <>
            {" "}
            <a href={bulk.href}>{bulk.label}</a>
          </>
        ) : null}
      </p>
      <FilterForm
        filters={[
          { id: "filter-status", name: "status", label: "Status", value: status, options: optionsOf(STATUS_FILTERS) },
          {
            id: "filter-provenance",
            name: "provenance",
            label: "Where it comes from",
            value: provenance,
            options: [{ value: "", label: "Anywhere" }, ...optionsOf(PROVENANCES)],
          },
        ]}
      />
      {/* Where the pager's links land: below the filters, so a phone shows the rows. */}
      <div id="items" />
      {lost ? (
        <div className="callout callout--warning" role="alert">
          <p>That place in the list is not one this page knows, so here is the first page.</p>
        </div>
      ) : null}
      <CollectionItems table={table} label={label} items={items} />
      <KeyPager label="Pages of the list" href={(place) => listHref(table, { status, provenance }, place)} {...pages} />
    </StaffPage>
  );
}
