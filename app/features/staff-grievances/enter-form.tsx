import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { ChoiceList, describedBy, ErrorSummary, Field, FormError, type SummaryError } from "~/components/form-fields";
import { DoneNotice } from "~/components/done-notice";
import { states } from "~/content/states";
import { ENTERED_CHANNELS, GRIEVANCE_CATEGORIES, RESOLUTION_TARGET_WORKING_DAYS } from "~/features/grievances/kinds";
import { GRIEVANCE_LIMITS } from "~/features/grievances/limits";
import { categoryName } from "~/features/grievances/words";
import { LOCALES, localeNames } from "~/i18n/locales";
import { ENTERED_CHANNEL_LABELS } from "./enter-rules";
import { receiptText, type EnteredReceipt } from "./entered-receipt";
import { ENTER_PAGE, grievanceCaseHref } from "./paths";

const FORM_ID = "grievance";

type Meta = FieldMetadata<string | undefined>;

/** A one-line text control in its field, with the entries kept when the form comes back. */
function TextInput({
  meta,
  label,
  hint,
  type = "text",
  maxLength,
  required,
}: {
  meta: Meta;
  label: string;
  hint?: string;
  type?: "text" | "email" | "tel";
  maxLength: number;
  required?: boolean;
}) {
  const error = meta.errors?.[0];
  return (
    <Field id={meta.id} label={label} hint={hint} error={error} required={required}>
      <input
        id={meta.id}
        name={meta.name}
        type={type}
        defaultValue={meta.initialValue ?? ""}
        maxLength={maxLength}
        autoComplete="off"
        aria-describedby={describedBy(meta.id, hint, error)}
      />
    </Field>
  );
}

/** A select in its field, the chosen value kept when the form comes back. */
function SelectInput({
  meta,
  label,
  hint,
  choices,
  blank,
}: {
  meta: Meta;
  label: string;
  hint?: string;
  choices: readonly { value: string; label: string }[];
  blank?: string;
}) {
  const error = meta.errors?.[0];
  return (
    <Field id={meta.id} label={label} hint={hint} error={error} required>
      <select id={meta.id} name={meta.name} defaultValue={meta.initialValue ?? ""} aria-describedby={describedBy(meta.id, hint, error)}>
        {blank !== undefined ? <option value="">{blank}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The case just entered: its reference, and its status code this once, to read out or write on the receipt, and whether a receipt went. */
export function EnteredNotice({ entered }: { entered: { reference: string; statusCode: string | null; receipt: EnteredReceipt | null } }) {
  return (
    <DoneNotice id="entered">
      Entered: <strong className="staff-secret">{entered.reference}</strong>.{" "}
      {entered.statusCode ? (
        <>
          Its status code, shown only now: <strong className="staff-secret">{entered.statusCode}</strong>. Read both out to the person, or
          write them on their receipt: with them they follow the case on the website.{" "}
        </>
      ) : null}
      {entered.receipt ? <>{receiptText(entered.receipt).join(" ")} </> : null}
      It is due within {RESOLUTION_TARGET_WORKING_DAYS} working days of the day it arrived.{" "}
      <a href={grievanceCaseHref(entered.reference)}>Open the case</a>
    </DoneNotice>
  );
}

/**
 * The form an officer types a call, paper form, visit or e-mail into. A state
 * desk is offered its own state only.
 */
export function EnterGrievanceForm({
  csrf,
  today,
  desk,
  result,
}: {
  csrf: string;
  today: string;
  desk: string | null;
  result: SubmissionResult<string[]> | undefined;
}) {
  const [form] = useForm({
    id: FORM_ID,
    lastResult: result,
    defaultValue: { receivedOn: today, channel: "phone", locale: "en", state: desk ?? "" },
  });
  const fields = form.getFieldset() as unknown as Record<string, Meta>;
  const summary: SummaryError[] = Object.entries(form.allErrors)
    .filter(([name]) => name !== "")
    .map(([name, messages]) => ({ id: `${FORM_ID}-${name}`, message: messages[0] ?? "" }));
  const stateChoices = states
    .filter((state) => desk === null || state.registerName === desk)
    .map((state) => ({ value: state.registerName, label: state.name }));
  const mayContact = fields.mayContact!;
  return (
    <>
      <FormError errors={form.errors} />
      <ErrorSummary errors={summary} />
      {/* To the page itself, not the address: after an entry it carries ?entered=, whose notice a refused next entry must not show. */}
      <form method="post" action={ENTER_PAGE} {...getFormProps(form)} noValidate>
        <input type="hidden" name="csrf" value={csrf} />
        <ChoiceList
          type="radio"
          name={fields.channel!.name}
          id={fields.channel!.id}
          legend="How it came"
          error={fields.channel!.errors?.[0]}
          choices={ENTERED_CHANNELS.map((value) => ({ value, label: ENTERED_CHANNEL_LABELS[value] }))}
          checked={(value) => (fields.channel!.initialValue ?? "phone") === value}
        />
        <TextInput
          meta={fields.receivedOn!}
          label="The day it reached the office"
          hint={`As 2026-11-25; not in the future. The ${RESOLUTION_TARGET_WORKING_DAYS} working days count from this day: a day before today counts from 09:00 that day.`}
          maxLength={10}
          required
        />
        <SelectInput
          meta={fields.category!}
          label="What it is about"
          blank="Choose"
          choices={GRIEVANCE_CATEGORIES.map((value) => ({ value, label: categoryName(value) }))}
          hint="Fraud (someone asked for money) is flagged to the office at once."
        />
        <Field
          id={fields.description!.id}
          label="What happened"
          hint={`As the person told it. Up to ${GRIEVANCE_LIMITS.description.toLocaleString("en")} characters.`}
          error={fields.description!.errors?.[0]}
          required
        >
          <textarea
            id={fields.description!.id}
            name={fields.description!.name}
            defaultValue={fields.description!.initialValue ?? ""}
            maxLength={GRIEVANCE_LIMITS.description}
            rows={5}
            aria-describedby={describedBy(fields.description!.id, true, fields.description!.errors)}
          />
        </Field>
        <SelectInput
          meta={fields.state!}
          label="The state it happened in"
          hint={desk ? `Your desk enters only ${desk} grievances.` : undefined}
          blank={desk ? undefined : "Choose"}
          choices={stateChoices}
        />
        <TextInput meta={fields.lga!} label="Local government area, if known" maxLength={GRIEVANCE_LIMITS.lga} />
        <h2>How to reach the person, if they agree</h2>
        <p>All optional: a person may report without giving their name.</p>
        <TextInput meta={fields.contactName!} label="Their name" maxLength={GRIEVANCE_LIMITS.name} />
        <TextInput meta={fields.phone!} label="Phone number" type="tel" maxLength={GRIEVANCE_LIMITS.phone} />
        <TextInput meta={fields.email!} label="E-mail address" type="email" maxLength={254} />
        <div className={mayContact.errors?.length ? "field field--error" : "field"}>
          <p className="field__error" id={`${mayContact.id}-error`} hidden={!mayContact.errors?.length}>
            {mayContact.errors?.[0]}
          </p>
          <div className="checkbox">
            <input
              type="checkbox"
              id={mayContact.id}
              name={mayContact.name}
              value="yes"
              defaultChecked={mayContact.initialValue === "yes"}
              aria-describedby={mayContact.errors?.length ? `${mayContact.id}-error` : undefined}
            />
            <label htmlFor={mayContact.id}>
              They agree to be contacted about this case, by the phone and e-mail above
              <span className="hint">
                {" "}
                Then a receipt with the reference and code goes by SMS to the phone and by e-mail to the address.
              </span>
            </label>
          </div>
        </div>
        <SelectInput
          meta={fields.locale!}
          label="Their language"
          hint="The receipt and letters about the case are written in it."
          choices={LOCALES.map((code) => ({ value: code, label: localeNames[code].english }))}
        />
        <button type="submit">Enter the grievance</button>
      </form>
    </>
  );
}
