import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { imageChoices } from "~/features/media/media.server";
import { readFormData } from "~/features/forms/form-data.server";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { DraftEditor } from "~/features/staff-content/draft-editor";
import { draftFormAnswer, requireCollection } from "~/features/staff-content/editing.server";
import { entriesOf } from "~/features/staff-content/form";
import { requireItem } from "~/features/staff-content/item.server";
import { refuseAsResponse } from "~/features/staff-content/refusals.server";
import { shownTitle } from "~/features/staff-content/titles";
import { manifestOf } from "~/features/content-pages/collections";

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data ? `Edit: ${data.title}` : "Edit");

/** The draft if there is one, else the live row: what the form starts from. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const collection = requireCollection(params.collection);
  const id = params.id ?? "";
  const item = await requireItem(member, collection, id);
  if (item.draft?.state === "in_review") throw redirect(`/staff/content/${collection.table}/${id}`, 303);
  const start = { ...item.row, ...item.draft?.proposed };
  const title = shownTitle(start[collection.titleField], id);
  return { table: collection.table, id, title, entries: entriesOf(collection, start), csrf: member.csrf, images: await imageChoices() };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const collection = requireCollection(params.collection);
  const form = await readFormData(request);
  requireCsrf(member, form);
  return draftFormAnswer(member, collection, form, params.id ?? "").catch(refuseAsResponse);
}

export default function EditItem() {
  const { table, id, title, entries, csrf, images } = useLoaderData<typeof loader>();
  const shown = useActionData<typeof action>();
  return (
    <StaffPage title={`Edit: ${title}`}>
      <p>
        <a href={`/staff/content/${table}/${id}`}>Back to the item</a>
      </p>
      <p>Your changes are saved as a draft. The site keeps showing the published version until a publisher publishes the draft.</p>
      <DraftEditor collection={manifestOf(table)!} entries={entries} shown={shown} csrf={csrf} images={images} />
    </StaffPage>
  );
}
