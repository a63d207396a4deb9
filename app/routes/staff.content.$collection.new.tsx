import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { readFormData } from "~/features/forms/form-data.server";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { ContentForm } from "~/features/staff-content/content-form";
import { editFromForm, requireCollection } from "~/features/staff-content/editing.server";
import { collectionOf } from "~/features/staff-content/collections";
import { entriesOf, formFields } from "~/features/staff-content/form";
import { MarkdownPreview } from "~/features/staff-content/preview";
import { isMediaAddress } from "~/features/media/addresses";
import { imageChoices } from "~/features/media/media.server";
import { readItem } from "~/features/staff-content/content.server";
import { isLocale, localeNames } from "~/i18n/locales";

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data ? `Write ${data.item}` : "Write");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const collection = requireCollection(params.collection);
  const entries = entriesOf(collection, null);
  // From the Files page ("Write a news article with this photo", "Publish it as a policy document"):
  // an upload's address, or one of a choice's own values, in the field the link names; nothing else.
  const query = new URL(request.url).searchParams;
  for (const field of formFields(collection)) {
    const value = query.get(field.name);
    if (value !== null && (isMediaAddress(value) || field.options?.some((option) => option.value === value))) entries[field.name] = value;
  }
  // From the Translations page: a translation of an English item, its words to start from, in a language the site has.
  const of = query.get("translationOf");
  const locale = query.get("locale");
  let translation: { of: string; locale: string; language: string; newId: string } | null = null;
  if (of !== null || locale !== null) {
    const original = of ? await readItem(member, collection, of) : null;
    if (!original?.row || original.row["locale"] !== "en" || !isLocale(locale) || locale === "en")
      throw new Response("There is no English item of that id to translate, or no such language.", { status: 404 });
    Object.assign(entries, entriesOf(collection, original.row), { provenance: "illustrative" });
    translation = { of: of!, locale, language: localeNames[locale].english, newId: `${of}-${locale}` };
  }
  return {
    table: collection.table,
    label: collection.label,
    item: collection.item,
    entries,
    csrf: member.csrf,
    images: await imageChoices(),
    translation,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const collection = requireCollection(params.collection);
  const form = await readFormData(request);
  requireCsrf(member, form);
  const outcome = await editFromForm(member, collection, form, null);
  if ("saved" in outcome) return redirect(`/staff/content/${collection.table}/${outcome.saved.id}?saved=1`, 303);
  return data(outcome.shown, { status: outcome.status });
}

export default function NewItem() {
  const { table, label, item, entries, csrf, images, translation } = useLoaderData<typeof loader>();
  const shown = useActionData<typeof action>();
  const collection = collectionOf(table)!;
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
      <ContentForm
        collection={collection}
        entries={shown?.entries ?? entries}
        problems={shown?.problems ?? {}}
        csrf={csrf}
        newId={shown?.newId ?? translation?.newId ?? ""}
        translation={translation}
        images={images}
      />
      {shown?.preview ? <MarkdownPreview parts={shown.preview} /> : null}
    </StaffPage>
  );
}
