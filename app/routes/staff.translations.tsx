import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formText, readFormData } from "~/features/forms/form-data.server";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { FurnitureReviews } from "~/features/staff-content/furniture-reviews";
import { translationsPage } from "~/features/staff-content/translation-page.server";
import { translatedLocale } from "~/features/staff-content/translation-states";
import { TranslationCounts, TranslationFilters, TranslationItems } from "~/features/staff-content/translation-tables";
import { reviewFurniture } from "~/features/staff-content/translations.server";

/**
 * What the site lacks in each language, and what is stale or not yet
 * reviewed (decision 0045): a translation is a row of its collection, linked
 * to its English original; a publisher marks it reviewed with "Mark as
 * confirmed by the office" on its page. The site's own words (menus, buttons,
 * forms) are reviewed here, a language at a time.
 */
export const meta: MetaFunction = () => staffMeta("Translations");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  return translationsPage(member, new URL(request.url).searchParams);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, "publisher");
  const form = await readFormData(request);
  requireCsrf(member, form);
  const locale = translatedLocale(formText(form, "locale"));
  if (!locale) throw new Response("There is no such translated language.", { status: 400 });
  await reviewFurniture(member, locale, formText(form, "intent") === "reviewed");
  return redirect(`/staff/translations?locale=${locale}#furniture`, 303);
}

export default function StaffTranslations() {
  const { csrf, publisher, locale, state, counts, listed, furniture } = useLoaderData<typeof loader>();
  return (
    <StaffPage title="Translations">
      <p>
        The site in Hausa, Yoruba, Igbo and Nigerian Pidgin. A page that has no translation shows the English, and says so in the
        reader&rsquo;s language. A translation written for the site is a draft: readers see that the office has not yet checked it, and that
        the English page is the one that counts, until a publisher who reads the language marks it reviewed. The terms to use are in the
        glossaries (docs/glossary in the site&rsquo;s code).
      </p>
      <h2 id="counts-caption">In each language</h2>
      <TranslationCounts counts={counts} />
      <h2 id="items">Items</h2>
      <TranslationFilters locale={locale} state={state} />
      <TranslationItems locale={locale} state={state} listed={listed} />
      <FurnitureReviews furniture={furniture} publisher={publisher} csrf={csrf} />
    </StaffPage>
  );
}
