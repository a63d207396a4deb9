import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { ErrorSummary, FormError, TextField, type TextFieldSpec } from "~/components/form-fields";
import { Honeypot } from "~/features/forms/honeypot-field";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import { paths } from "~/site/paths";
import { PAYMENT_ALERT_PARAMS } from "~/site/query-params";
import { PHONE_TYPED_MAX_LENGTH } from "~/utils/phone";
import { paymentSmsWords } from "./sms-words";

export const ALERT_FORM_ID = "payment-alerts";
export const ALERT_EMAIL_FORM_ID = "payment-alerts-email";

/** The LGA is in the address, so that a refusal comes back on the form's own page for that LGA. */
export const alertPlaceQuery = (stateSlug: string, lgaSlug: string) =>
  new URLSearchParams({ [PAYMENT_ALERT_PARAMS.state]: stateSlug, [PAYMENT_ALERT_PARAMS.lga]: lgaSlug }).toString();

interface AlertFormProps {
  stateSlug: string;
  lgaSlug: string;
  lga: string;
  lastResult?: SubmissionResult<string[]>;
}

/** A plain form of one field and a button, posting to /payments/alerts for the LGA. */
function OneFieldAlertForm({
  id,
  field,
  submit,
  stateSlug,
  lgaSlug,
  lastResult,
}: Omit<AlertFormProps, "lga"> & { id: string; field: TextFieldSpec; submit: string }) {
  const [form, fields] = useForm<Record<string, string>>({ id, lastResult });
  const { href } = useLocale();
  const meta = fields[field.name] as FieldMetadata<string | undefined>;
  return (
    <>
      <FormError errors={form.errors} />
      <ErrorSummary errors={meta.errors ? [{ id: meta.id, message: meta.errors[0] ?? "" }] : []} />
      <form
        method="post"
        action={`${href(paths.paymentsAlerts)}?${alertPlaceQuery(stateSlug, lgaSlug)}`}
        {...getFormProps(form)}
        noValidate
        className="payments__alerts"
      >
        <TextField meta={meta} field={field} />
        {/* Two forms on the alerts page: each its own honeypot's id. */}
        <Honeypot form={id} />
        <button type="submit">{submit}</button>
      </form>
    </>
  );
}

/**
 * "Text me about payments in Dala" (decision 0108): on the LGA's page and on
 * its own, a phone number. The phone confirms by replying YES, so nothing is
 * kept for a number somebody else typed beyond one text. A refusal comes back
 * on the form's own page with what was typed.
 */
export function AlertForm(props: AlertFormProps) {
  const { t, locale } = useLocale();
  const words = t.payments;
  return (
    <OneFieldAlertForm
      {...props}
      id={ALERT_FORM_ID}
      field={{
        name: "phone",
        label: words.alertsPhoneLabel,
        hint: format(words.alertsPhoneHint, { yes: paymentSmsWords[locale].yes }),
        required: true,
        maxLength: PHONE_TYPED_MAX_LENGTH,
        input: "tel",
        autoComplete: "tel",
      }}
      submit={format(words.alertsSubmit, { lga: props.lga })}
    />
  );
}

/**
 * "E-mail me about payments in Dala" (decision 0109): the alerts page's
 * second form, for an address. The address confirms by the link in one
 * mail, so nothing is sent to an address somebody else typed beyond it.
 */
export function EmailAlertForm(props: AlertFormProps) {
  const words = useLocale().t.payments;
  return (
    <OneFieldAlertForm
      {...props}
      id={ALERT_EMAIL_FORM_ID}
      field={{
        name: "email",
        label: words.alertsEmailLabel,
        hint: words.alertsEmailHint,
        required: true,
        maxLength: 254,
        input: "email",
        autoComplete: "email",
      }}
      submit={format(words.alertsEmailSubmit, { lga: props.lga })}
    />
  );
}
