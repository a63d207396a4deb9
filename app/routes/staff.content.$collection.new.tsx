import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { imageChoices } from "~/features/media/media.server";
import { readFormData } from "~/features/forms/form-data.server";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { DraftEditor } from "~/features/staff-content/draft-editor";
import { draftFormAnswer, requireCollection } from "~/features/staff-content/editing.server";
import { newItemStart } from "~/features/staff-content/new-item.server";
import { manifestOf } from "~/features/content-pages/collections";

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data ? `Write ${data.item}` : "Write");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const collection = requireCollection(params.collection);
  const { entries, translation } = await newItemStart(member, collection, new URL(request.url).searchParams);
  const { table, label, item } = collection;
  return { table, label, item, entries, csrf: member.csrf, images: await imageChoices(), translation };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const collection = requireCollection(params.collection);
  const form = await readFormData(request);
  requireCsrf(member, form);
  return draftFormAnswer(member, collection, form, null);
}

export default function NewItem() {
  const { table, label, item, entries, csrf, images, translation } = useLoaderData<typeof loader>();
  const shown = useActionData<typeof action>();
  return (
    <StaffPage title={translation ? `Translate ${item} into ${translation.language}` : `Write ${item}`}>
      <p>
        <a href={translation ? "/staff/translations" : `/staff/content/${table}`}>
          Back to {translation ? "translations" : label.toLowerCase()}
        </a>
      </p>
      {translation ? (
        <p>
          The English words are filled in: write each in {translation.language}, in plain, short sentences, with the terms of the glossary.
          Keep addresses and figures as they are. Once published, readers see it marked as not yet reviewed until a publisher marks it
          confirmed.
        </p>
      ) : null}
      <p>It is saved as a draft: nothing shows on the site until a publisher publishes it.</p>
      <DraftEditor
        collection={manifestOf(table)!}
        entries={entries}
        shown={shown}
        csrf={csrf}
        images={images}
        newId={translation?.newId ?? ""}
        translation={translation}
      />
    </StaffPage>
  );
}
