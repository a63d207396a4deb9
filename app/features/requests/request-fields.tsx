import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "~/components/form-fields";
import {
  criteriaLists,
  criterionFields,
  criteriaOptions,
  locationFields,
  organisationFields,
  requesterFields,
  USE_FIELDS_HEADING,
  useFields,
  type DarTextField,
} from "~/content/data-access-request-form";

/**
 * The Data Access Request Form's fields, as the public form and the back
 * office's form for paper and e-mailed requests both show them. The criteria
 * blocks follow their boxes through CSS :has(), with no script.
 */
export function RequestFields({ fieldset }: { fieldset: Record<string, FieldMetadata<string | undefined>> }) {
  const field = (definition: DarTextField) => <TextField key={definition.name} meta={fieldset[definition.name]!} field={definition} />;
  return (
    <>
      <fieldset>
        <legend>About your organisation</legend>
        {organisationFields.map(field)}
      </fieldset>

      <fieldset className="dar__criteria">
        <legend>What data do you need?</legend>
        <p className="hint">Tick all that apply. Each box you tick opens a part of the form to fill in.</p>
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
        <legend>Location</legend>
        <p className="dar__when">Fill in this part only if you ticked Location.</p>
        {locationFields.map(field)}
      </fieldset>

      {(["households", "individuals"] as const).map((key) => {
        const list = criteriaLists[key];
        const label = criteriaOptions.find((option) => option.key === key)!.label;
        return (
          <fieldset className="dar__block" data-when={key} key={key}>
            <legend>{list.legend}</legend>
            <p className="dar__when">Fill in this part only if you ticked {label}.</p>
            <p className="hint">{list.note}</p>
            <ol className="dar__criteria-list">
              {criterionFields(key).map((entry) => (
                <li key={entry.name}>{field(entry)}</li>
              ))}
            </ol>
          </fieldset>
        );
      })}

      <fieldset>
        <legend>{USE_FIELDS_HEADING}</legend>
        <p className="hint">
          The office checks each request for compliance, purpose and data protection. Answers here help it decide sooner.
        </p>
        {useFields.map(field)}
      </fieldset>

      <fieldset>
        <legend>About you</legend>
        {requesterFields.map(field)}
      </fieldset>
    </>
  );
}
