import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "~/components/form-fields";
import {
  criteriaListsIn,
  criterionFields,
  criteriaOptionsIn,
  locationFieldsIn,
  organisationFieldsIn,
  phoneFieldIn,
  requesterFieldsIn,
  purposeFieldsIn,
  type DarTextField,
} from "~/content/data-access-request-form";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";

/**
 * The Data Access Request Form's fields, as the public form and the back
 * office's form for paper and e-mailed requests both show them. The criteria
 * blocks follow their boxes through CSS :has(), with no script. Its words
 * are the page's language's (the back office's pages are English). The phone
 * number, after the e-mail address, only where the site sends text messages
 * (`requestPhoneOffered`), so that no page promises an SMS nobody sends.
 */
export function RequestFields({ fieldset, phone }: { fieldset: Record<string, FieldMetadata<string | undefined>>; phone: boolean }) {
  const { t } = useLocale();
  const dar = t.dar;
  const criteriaOptions = criteriaOptionsIn(dar);
  const criteriaLists = criteriaListsIn(dar);
  const field = (definition: DarTextField) => <TextField key={definition.name} meta={fieldset[definition.name]!} field={definition} />;
  return (
    <>
      <fieldset>
        <legend>{dar.organisationLegend}</legend>
        {organisationFieldsIn(dar).flatMap((definition) =>
          definition.name === "emailAddress" && phone ? [field(definition), field(phoneFieldIn(t))] : [field(definition)],
        )}
      </fieldset>

      <fieldset className="dar__criteria">
        <legend>{dar.criteriaLegend}</legend>
        <p className="hint">{dar.criteriaHint}</p>
        {criteriaOptions.map((option) => {
          const meta = fieldset[`criteria.${option.key}`]!;
          return (
            <div className="checkbox" key={option.key}>
              <input type="checkbox" id={meta.id} name={meta.name} defaultChecked={meta.initialValue === "on"} data-block={option.key} />
              <label htmlFor={meta.id}>{option.label}</label>
            </div>
          );
        })}
      </fieldset>

      <fieldset className="dar__block" data-when="location">
        <legend>{dar.location}</legend>
        <p className="dar__when">{format(dar.onlyIfTicked, { box: dar.location })}</p>
        {locationFieldsIn(dar).map(field)}
      </fieldset>

      {(["households", "individuals"] as const).map((key) => {
        const list = criteriaLists[key];
        const label = criteriaOptions.find((option) => option.key === key)!.label;
        return (
          <fieldset className="dar__block" data-when={key} key={key}>
            <legend>{list.legend}</legend>
            <p className="dar__when">{format(dar.onlyIfTicked, { box: label })}</p>
            <p className="hint">{list.note}</p>
            <ol className="dar__criteria-list">
              {criterionFields(key, dar).map((entry) => (
                <li key={entry.name}>{field(entry)}</li>
              ))}
            </ol>
          </fieldset>
        );
      })}

      <fieldset>
        <legend>{dar.useLegend}</legend>
        <p className="hint">{dar.useHint}</p>
        {purposeFieldsIn(dar).map(field)}
      </fieldset>

      <fieldset>
        <legend>{dar.requesterLegend}</legend>
        {requesterFieldsIn(dar).map(field)}
      </fieldset>
    </>
  );
}
