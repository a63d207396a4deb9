import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ScrollRegion } from "~/components/scroll-region";
import { formText, readFormData } from "~/features/forms/form-data.server";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { collectionOf } from "~/features/staff-content/collections";
import { furnitureReviews, reviewFurniture, translationStatus, type TranslationStatus } from "~/features/staff-content/translations.server";
import { isLocale, localeNames, PREFIXED_LOCALES, type Locale } from "~/i18n/locales";
import { formatMonthDayYear } from "~/utils/format";

/**
 * What the site lacks in each language, and what is stale or not yet
 * reviewed (decision 0045): a translation is a row of its collection, linked
 * to its English original; a publisher marks it reviewed with "Mark as
 * confirmed by the office" on its page. The site's own words (menus, buttons,
 * forms) are reviewed here, a language at a time.
 */
export const meta: MetaFunction = () => staffMeta("Translations");

const STATES: { value: TranslationStatus; label: string }[] = [
  { value: "missing", label: "Not translated" },
  { value: "stale", label: "Stale: the English changed since" },
  { value: "draft", label: "Translated, not published" },
  { value: "unreviewed", label: "Published, not yet reviewed" },
  { value: "reviewed", label: "Reviewed" },
];
const stateLabel = (state: TranslationStatus) => STATES.find((one) => one.value === state)!.label;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, ["editor", "publisher"]);
  const query = new URL(request.url).searchParams;
  const asked = query.get("locale");
  const locale: Locale = isLocale(asked) && asked !== "en" ? asked : PREFIXED_LOCALES[0]!;
  const state: TranslationStatus | "" = STATES.find((one) => one.value === query.get("state"))?.value ?? "";
  const [rows, reviews] = await Promise.all([translationStatus(member), furnitureReviews()]);
  const counts = PREFIXED_LOCALES.map((code) => ({
    code,
    language: localeNames[code].english,
    ...Object.fromEntries(STATES.map(({ value }) => [value, rows.filter((row) => row.locale === code && row.state === value).length])),
  })) as ({ code: Locale; language: string } & Record<TranslationStatus, number>)[];
  const listed = rows
    .filter((row) => row.locale === locale && (state ? row.state === state : row.state !== "reviewed"))
    .map((row) => ({ ...row, collectionLabel: collectionOf(row.collection)?.label ?? row.collection }));
  return {
    csrf: member.csrf,
    publisher: member.roles.includes("publisher"),
    locale,
    state,
    counts,
    listed,
    furniture: reviews.map((review) => ({
      code: review.code,
      language: isLocale(review.code) ? localeNames[review.code].english : review.code,
      reviewedBy: review.reviewedBy,
      reviewedOn: review.reviewedAt ? formatMonthDayYear(review.reviewedAt.toISOString().slice(0, 10)) : null,
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, "publisher");
  const form = await readFormData(request);
  requireCsrf(member, form);
  const locale = formText(form, "locale");
  if (!(PREFIXED_LOCALES as readonly string[]).includes(locale))
    throw new Response("There is no such translated language.", { status: 400 });
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
      <ScrollRegion labelledBy="counts-caption">
        <table className="staff-table">
          <caption className="visually-hidden">Translations of the live English items, by state, in each language</caption>
          <thead>
            <tr>
              <th scope="col">Language</th>
              {STATES.map((one) => (
                <th scope="col" className="num" key={one.value}>
                  {one.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {counts.map((row) => (
              <tr key={row.code}>
                <th scope="row">
                  <a href={`/staff/translations?locale=${row.code}#items`}>{row.language}</a>
                </th>
                {STATES.map((one) => (
                  <td className="num" key={one.value}>
                    {row[one.value]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>

      <h2 id="items">Items</h2>
      <form method="get" action="/staff/translations#items" className="staff-filters">
        <div className="field">
          <label htmlFor="filter-locale">Language</label>
          <select id="filter-locale" name="locale" defaultValue={locale}>
            {PREFIXED_LOCALES.map((code) => (
              <option key={code} value={code}>
                {localeNames[code].english}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-state">State</label>
          <select id="filter-state" name="state" defaultValue={state}>
            <option value="">Everything not yet reviewed</option>
            {STATES.map((one) => (
              <option key={one.value} value={one.value}>
                {one.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button--secondary">
          Show
        </button>
      </form>
      {listed.length === 0 ? (
        <p>Nothing in {localeNames[locale].english} is in that state.</p>
      ) : (
        <ScrollRegion labelledBy="items">
          <table className="staff-table">
            <caption className="visually-hidden">
              {localeNames[locale].english}: {state ? stateLabel(state) : "everything not yet reviewed"}
            </caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Collection</th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {listed.map((row) => (
                <tr key={`${row.collection}:${row.itemId}`}>
                  <td>
                    <a href={`/staff/content/${row.collection}/${row.itemId}`}>{row.label}</a>
                  </td>
                  <td>{row.collectionLabel}</td>
                  <td>{stateLabel(row.state)}</td>
                  <td>
                    {row.translationId ? (
                      <a href={`/staff/content/${row.collection}/${row.translationId}`}>
                        Open the translation<span className="visually-hidden"> of {row.label}</span>
                      </a>
                    ) : (
                      <a href={`/staff/content/${row.collection}/new?translationOf=${encodeURIComponent(row.itemId)}&locale=${locale}`}>
                        Translate<span className="visually-hidden"> {row.label}</span>
                      </a>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}

      <h2 id="furniture">The site&rsquo;s own words</h2>
      <p>
        Menus, buttons, form labels, error messages and the mails to readers, in the site&rsquo;s code (app/i18n/messages). A fluent reader
        checks them against the glossary on the site itself; corrections go to the developers. Until a language is marked reviewed, every
        page in it says that it is a draft.
      </p>
      <ul className="staff-list">
        {furniture.map((language) => (
          <li key={language.code}>
            <strong>{language.language}</strong>:{" "}
            {language.reviewedBy ? `reviewed by ${language.reviewedBy} on ${language.reviewedOn}` : "a draft, not yet reviewed"}
            {publisher ? (
              <form method="post" className="staff-inline-form">
                <input type="hidden" name="csrf" value={csrf} />
                <input type="hidden" name="locale" value={language.code} />
                <button type="submit" name="intent" value={language.reviewedBy ? "draft" : "reviewed"} className="button--secondary">
                  {language.reviewedBy ? `Mark ${language.language} as a draft again` : `Mark ${language.language} as reviewed`}
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
    </StaffPage>
  );
}
