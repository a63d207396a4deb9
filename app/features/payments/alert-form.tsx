import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { ErrorSummary, FormError, TextField } from "~/components/form-fields";
import { Honeypot } from "~/features/forms/honeypot-field";
import { format } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import { paths } from "~/site/paths";
import { PAYMENT_ALERT_PARAMS } from "~/site/query-params";
import { PHONE_TYPED_MAX_LENGTH } from "~/utils/phone";
import { paymentSmsWords } from "./sms-words";

export const ALERT_FORM_ID = "payment-alerts";
export const ALERT_EMAIL_FORM_ID = "payment-alerts-email";

/**
 * "Text me about payments in Dala" (decision 0108): a plain form, on the
 * LGA's page and on its own, that posts a phone number to /payments/alerts.
 * The phone confirms by replying YES, so nothing is kept for a number
 * somebody else typed beyond one text. A refusal comes back on the form's
 * own page with what was typed.
 */
/** The LGA is in the address, so that a refusal comes back on the form's own page for that LGA. */
export const alertPlaceQuery = (stateSlug: string, lgaSlug: string) =>
  new URLSearchParams({ [PAYMENT_ALERT_PARAMS.state]: stateSlug, [PAYMENT_ALERT_PARAMS.lga]: lgaSlug }).toString();

export function AlertForm({
  stateSlug,
  lgaSlug,
  lga,
  lastResult,
}: {
  stateSlug: string;
  lgaSlug: string;
  lga: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm<{ phone: string }>({ id: ALERT_FORM_ID, lastResult });
  const { t, href, locale } = useLocale();
  const words = t.payments;
  const phone = fields.phone as FieldMetadata<string | undefined>;
  return (
    <>
      <FormError errors={form.errors} />
      <ErrorSummary errors={phone.errors ? [{ id: phone.id, message: phone.errors[0] ?? "" }] : []} />
      <form
        method="post"
        action={`${href(paths.paymentsAlerts)}?${alertPlaceQuery(stateSlug, lgaSlug)}`}
        {...getFormProps(form)}
        noValidate
        className="payments__alerts"
      >
        <TextField
          meta={phone}
          field={{
            name: "phone",
            label: words.alertsPhoneLabel,
            hint: format(words.alertsPhoneHint, { yes: paymentSmsWords[locale].yes }),
            required: true,
            maxLength: PHONE_TYPED_MAX_LENGTH,
            input: "tel",
            autoComplete: "tel",
          }}
        />
        <Honeypot />
        <button type="submit">{format(words.alertsSubmit, { lga })}</button>
      </form>
    </>
  );
}

/**
 * "E-mail me about payments in Dala" (decision 0109): the alerts page's
 * second form, for an address. The address confirms by the link in one
 * mail, so nothing is sent to an address somebody else typed beyond it.
 */
export function EmailAlertForm({
  stateSlug,
  lgaSlug,
  lga,
  lastResult,
}: {
  stateSlug: string;
  lgaSlug: string;
  lga: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm<{ email: string }>({ id: ALERT_EMAIL_FORM_ID, lastResult });
  const { t, href } = useLocale();
  const words = t.payments;
  const email = fields.email as FieldMetadata<string | undefined>;
  return (
    <>
      <FormError errors={form.errors} />
      <ErrorSummary errors={email.errors ? [{ id: email.id, message: email.errors[0] ?? "" }] : []} />
      <form
        method="post"
        action={`${href(paths.paymentsAlerts)}?${alertPlaceQuery(stateSlug, lgaSlug)}`}
        {...getFormProps(form)}
        noValidate
        className="payments__alerts"
      >
        <TextField
          meta={email}
          field={{
            name: "email",
            label: words.alertsEmailLabel,
            hint: words.alertsEmailHint,
            required: true,
            maxLength: 254,
            input: "email",
            autoComplete: "email",
          }}
        />
        <Honeypot form={ALERT_EMAIL_FORM_ID} />
        <button type="submit">{format(words.alertsEmailSubmit, { lga })}</button>
      </form>
    </>
  );
}
