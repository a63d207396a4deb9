import { localeNames, PREFIXED_LOCALES } from "~/i18n/locales";
import { FilterForm } from "./filter-form";
import { StaffTable } from "~/components/staff-table";
import { stateLabel, translationHref, TRANSLATION_STATES, type StateCounts } from "./translation-states";
import type { TranslationRow, TranslationStatus } from "./translations.server";

/** Each language's count of items in each state, the language a link to its list. */
export function TranslationCounts({ counts }: { counts: StateCounts[] }) {
  return (
    <StaffTable
      labelledBy="counts-caption"
      caption="Translations of the live English items, by state, in each language"
      head={
        <>
          <th scope="col">Language</th>
          {TRANSLATION_STATES.map((one) => (
            <th scope="col" className="num" key={one.value}>
              {one.label}
            </th>
          ))}
        </>
      }
    >
      {counts.map((row) => (
        <tr key={row.code}>
          <th scope="row">
            <a href={`/staff/translations?locale=${row.code}#items`}>{localeNames[row.code].english}</a>
          </th>
          {TRANSLATION_STATES.map((one) => (
            <td className="num" key={one.value}>
              {row[one.value]}
            </td>
          ))}
        </tr>
      ))}
    </StaffTable>
  );
}

/** The items of a language in a state: each English item, its collection, its translation's state, and a link to translate or open it. */
export function TranslationItems({
  locale,
  state,
  listed,
}: {
  locale: keyof typeof localeNames;
  state: TranslationStatus | "";
  listed: (TranslationRow & { collectionLabel: string })[];
}) {
  if (listed.length === 0) return <p>Nothing in {localeNames[locale].english} is in that state.</p>;
  return (
    <StaffTable
      labelledBy="items"
      caption={
        <>
          {localeNames[locale].english}: {state ? stateLabel(state) : "everything not yet reviewed"}
        </>
      }
      head={
        <>
          <th scope="col">Item</th>
          <th scope="col">Collection</th>
          <th scope="col">State</th>
          <th scope="col">
            <span className="visually-hidden">Action</span>
          </th>
        </>
      }
    >
      {listed.map((row) => (
        <tr key={`${row.collection}:${row.itemId}`}>
          <td>
            <a href={`/staff/content/${row.collection}/${row.itemId}`}>{row.label}</a>
          </td>
          <td>{row.collectionLabel}</td>
          <td>{stateLabel(row.state)}</td>
          <td>
            <a href={translationHref(row, locale)}>
              {row.translationId ? (
                <>
                  Open the translation<span className="visually-hidden"> of {row.label}</span>
                </>
              ) : (
                <>
                  Translate<span className="visually-hidden"> {row.label}</span>
                </>
              )}
            </a>
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}

/** The language and state of the items listed. */
export function TranslationFilters({ locale, state }: { locale: string; state: string }) {
  return (
    <FilterForm
      action="/staff/translations#items"
      filters={[
        {
          id: "filter-locale",
          name: "locale",
          label: "Language",
          value: locale,
          options: PREFIXED_LOCALES.map((code) => ({ value: code, label: localeNames[code].english })),
        },
        {
          id: "filter-state",
          name: "state",
          label: "State",
          value: state,
          options: [{ value: "", label: "Everything not yet reviewed" }, ...TRANSLATION_STATES],
        },
      ]}
    />
  );
}
