import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { readFormData } from "~/features/forms/form-data.server";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { collectionOf } from "~/features/staff-content/collections";
import { ContentForm } from "~/features/staff-content/content-form";
import { readItem } from "~/features/staff-content/content.server";
import { editFromForm, requireCollection } from "~/features/staff-content/editing.server";
import { entriesOf } from "~/features/staff-content/form";
import { MarkdownPreview } from "~/features/staff-content/preview";
import { imageChoices } from "~/features/media/media.server";
import { staffActionProblem } from "~/features/staff-content/refusals.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data ? `Edit: ${data.title}` : "Edit");

/** The draft if there is one, else the live row: what the form starts from. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const collection = requireCollection(params.collection);
  const id = params.id ?? "";
  const item = await readItem(member, collection, id);
  if (!item.row && !item.draft) throw new Response("There is no such item.", { status: 404 });
  if (item.draft?.state === "in_review") throw redirect(`/staff/content/${collection.table}/${id}`, 303);
  const start = { ...item.row, ...item.draft?.proposed };
  const title = start[collection.titleField];
  return {
    table: collection.table,
    id,
    title: typeof title === "string" && title !== "" ? title : id,
    entries: entriesOf(collection, start),
    csrf: member.csrf,
    images: await imageChoices(),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const collection = requireCollection(params.collection);
  const id = params.id ?? "";
  const form = await readFormData(request);
  requireCsrf(member, form);
  try {
    const outcome = await editFromForm(member, collection, form, id);
    if ("saved" in outcome) return redirect(`/staff/content/${collection.table}/${id}?saved=1`, 303);
    return data(outcome.shown, { status: outcome.status });
  } catch (error) {
    const problem = staffActionProblem(error);
    if (!problem) throw error;
    throw new Response(problem.message, { status: problem.status });
  }
}

export default function EditItem() {
  const { table, id, title, entries, csrf, images } = useLoaderData<typeof loader>();
  const shown = useActionData<typeof action>();
  const collection = collectionOf(table)!;
  return (
    <StaffPage title={`Edit: ${title}`}>
      <p>
        <a href={`/staff/content/${table}/${id}`}>Back to the item</a>
      </p>
      <p>Your changes are saved as a draft. The site keeps showing the published version until a publisher publishes the draft.</p>
      <ContentForm
        collection={collection}
        entries={shown?.entries ?? entries}
        problems={shown?.problems ?? {}}
        csrf={csrf}
        images={images}
      />
      {shown?.preview ? <MarkdownPreview parts={shown.preview} /> : null}
    </StaffPage>
  );
}
