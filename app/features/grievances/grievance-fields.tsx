import type { FieldMetadata } from "@conform-to/react";
import { ChoiceList, describedBy, Field, FieldError, TextField } from "~/components/form-fields";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import { paths } from "~/site/paths";
import { GRIEVANCE_CATEGORIES } from "./kinds";
import { GRIEVANCE_LIMITS } from "./limits";
import { categoryName } from "./words";

type Fieldset = Record<string, FieldMetadata<string | undefined>>;

/**
 * The grievance form's fields, in the page's language: what happened, what it
 * is about, where, and the optional contact details, each saying what it is
 * used for (`smsSent`: whether text messages leave the site, which the phone's
 * hint then says). Plain controls, checked on the server: no script is needed.
 */
export function GrievanceFields({
  fieldset,
  states,
  smsSent = false,
}: {
  fieldset: Fieldset;
  states: readonly string[];
  smsSent?: boolean;
}) {
  const { t, href } = useLocale();
  const g = t.grievanceForm;
  const category = fieldset.category!;
  const state = fieldset.state!;
  const consent = fieldset.mayContact!;
  const stateError = state.errors?.[0];
  return (
    <>
      <TextField
        meta={fieldset.description!}
        field={{
          name: "description",
          label: g.descriptionLabel,
          hint: g.descriptionHint,
          required: true,
          maxLength: GRIEVANCE_LIMITS.description,
          input: "textarea",
        }}
      />
      <ChoiceList
        type="radio"
        name={category.name}
        id={category.id}
        legend={
          <>
            {g.categoryLegend}
            <span aria-hidden="true"> *</span>
          </>
        }
        error={category.errors?.[0]}
        choices={GRIEVANCE_CATEGORIES.map((value) => ({ value, label: categoryName(value, t.grievances) }))}
        checked={(value) => category.initialValue === value}
        required
      />
      <Field id={state.id} label={g.stateLabel} hint={g.stateHint} error={stateError} required>
        <select
          id={state.id}
          name={state.name}
          required
          defaultValue={typeof state.initialValue === "string" ? state.initialValue : ""}
          aria-describedby={describedBy(state.id, g.stateHint, stateError)}
          aria-invalid={stateError ? true : undefined}
        >
          <option value="">{g.stateChoose}</option>
          {states.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </Field>
      <TextField
        meta={fieldset.lga!}
        field={{ name: "lga", label: g.lgaLabel, hint: g.lgaHint, maxLength: GRIEVANCE_LIMITS.lga, input: "text" }}
      />
      {/* The error names the three nearest; the state's whole list is one link away (issue 67). */}
      {fieldset.lga!.errors?.length && typeof state.initialValue === "string" && states.includes(state.initialValue) ? (
        <p className="hint">
          <a href={`${href(paths.lgaTable)}?${new URLSearchParams({ state: state.initialValue })}`}>
            {format(g.lgaAll, { state: state.initialValue })}
          </a>
        </p>
      ) : null}
      <fieldset className="grievance__contact">
        <legend>{g.contactLegend}</legend>
        <p className="hint">{g.contactIntro}</p>
        <TextField
          meta={fieldset.name!}
          field={{
            name: "name",
            label: g.nameLabel,
            hint: g.nameHint,
            maxLength: GRIEVANCE_LIMITS.name,
            input: "text",
            autoComplete: "name",
          }}
        />
        <TextField
          meta={fieldset.phone!}
          field={{
            name: "phone",
            label: g.phoneLabel,
            // Where texts leave the site, a phone given with consent gets the receipt and each change of status.
            hint: smsSent ? g.phoneHintSms : g.phoneHint,
            maxLength: GRIEVANCE_LIMITS.phone,
            input: "tel",
            autoComplete: "tel",
          }}
        />
        <TextField
          meta={fieldset.email!}
          field={{ name: "email", label: g.emailLabel, hint: g.emailHint, maxLength: 254, input: "email", autoComplete: "email" }}
        />
        <div className={consent.errors ? "field field--error" : "field"}>
          <FieldError id={consent.errorId} error={consent.errors?.[0]} />
          <div className="checkbox">
            <input
              type="checkbox"
              id={consent.id}
              name={consent.name}
              defaultChecked={consent.initialValue === "on"}
              aria-describedby={consent.errors ? consent.errorId : undefined}
            />
            <label htmlFor={consent.id}>{g.consentLabel}</label>
          </div>
        </div>
      </fieldset>
    </>
  );
}
