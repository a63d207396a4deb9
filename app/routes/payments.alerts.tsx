import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PageFrame } from "~/components/page-frame";
import { honeypotRefusal } from "~/features/forms/honeypot.server";
import { onePersonPageHeaders, readFormData } from "~/features/forms/form-data.server";
import { caughtByHoneypot, HONEYPOT_FIELD } from "~/features/forms/honeypot";
import { AlertForm, EmailAlertForm } from "~/features/payments/alert-form";
import { alertEmailFormSchema, alertFormSchema, subscribeByWeb, type AlertRecipient } from "~/features/payments/alert-subscribe.server";
import { fileLga } from "~/features/payments/places.server";
import { paymentSmsWords } from "~/features/payments/sms-words";
import { format } from "~/i18n/format";
import { localePath, routeLocale } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { metaWords } from "~/i18n/meta";
import { furnitureState } from "~/i18n/translation-state";
import { useLocale } from "~/i18n/use-locale";
import { paths, paymentsOfLga } from "~/site/paths";
import { ALERT_SENT, PAYMENT_ALERT_PARAMS } from "~/site/query-params";

/**
 * Payment alerts for one LGA (decisions 0108 and 0109): the SMS form on a
 * page of its own (?state=kano&lga=dala), where the LGA page's form posts,
 * and the e-mail form, both posting to the same address. A number that passes
 * gets one text asking it to reply YES, an address one mail with a link to
 * press, and the reader is sent on to this page with `sent`, which says the
 * same whatever the recipient already had. A page about one person's number
 * or address: never cached, never indexed.
 */
/** The LGA the address names by its state's and its own slug, exactly; anything else is not found. */
function placeOf(request: Request) {
  const search = new URL(request.url).searchParams;
  return fileLga({ state: search.get(PAYMENT_ALERT_PARAMS.state) ?? "", lga: search.get(PAYMENT_ALERT_PARAMS.lga) ?? "" });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const { state, lga } = await placeOf(request);
  const { locale } = routeLocale(request);
  const sent = Object.values(ALERT_SENT).find((value) => value === search.get(PAYMENT_ALERT_PARAMS.sent)) ?? null;
  return { state, lga, sent, translation: furnitureState(locale) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const { locale } = routeLocale(request);
  const { state, lga } = await placeOf(request);
  if (caughtByHoneypot(formData.get(HONEYPOT_FIELD))) return honeypotRefusal(formData, locale);
  formData.delete(HONEYPOT_FIELD);
  // Each form has its one field: the e-mail form's names the address.
  const byEmail = formData.has("email");
  const words = messages[locale];
  const submission = byEmail
    ? parseWithZod(formData, { schema: alertEmailFormSchema(words) })
    : parseWithZod(formData, { schema: alertFormSchema(words) });
  const form = byEmail ? ("email" as const) : ("phone" as const);
  if (submission.status !== "success") return data({ result: submission.reply(), form }, { status: 400 });
  const place = { state: state.registerName, lga: lga.name };
  const recipient: AlertRecipient = "email" in submission.value ? { email: submission.value.email } : { phone: submission.value.phone };
  const outcome = await subscribeByWeb(place, recipient, locale, context.clientAddress, words);
  if (outcome.status !== 200) {
    const headers: Record<string, string> = outcome.status === 429 ? { "Retry-After": String(outcome.retryAfter) } : {};
    return data({ result: submission.reply({ formErrors: [outcome.error] }), form }, { status: outcome.status, headers });
  }
  const sent = new URLSearchParams({
    [PAYMENT_ALERT_PARAMS.state]: state.slug,
    [PAYMENT_ALERT_PARAMS.lga]: lga.slug,
    [PAYMENT_ALERT_PARAMS.sent]: byEmail ? ALERT_SENT.email : ALERT_SENT.sms,
  });
  throw redirect(`${localePath(locale, paths.paymentsAlerts)}?${sent.toString()}`, 303);
}

export const headers = onePersonPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  { title: `${format(metaWords(matches).messages.payments.alertsTitle, { lga: data?.lga.name ?? "" })} – NASSCO` },
  { name: "robots", content: "noindex" },
];

export default function PaymentAlertsRoute() {
  const { state, lga, sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t, href, locale } = useLocale();
  const words = t.payments;
  return (
    <PageFrame hero={{ title: format(words.alertsTitle, { lga: lga.name }), tagline: `${lga.name}, ${state.name}` }}>
      <div className="container payments">
        {/* Above the form, not after its button: two targets that close fail WCAG's target size on a small screen. */}
        <p>
          <a href={href(paymentsOfLga(state.slug, lga.slug))}>{format(words.alertsBack, { lga: lga.name })}</a>
        </p>
        {sent === ALERT_SENT.sms ? <p>{format(words.alertsSent, { yes: paymentSmsWords[locale].yes, lga: lga.name })}</p> : null}
        {sent === ALERT_SENT.email ? <p>{format(words.alertsEmailSent, { lga: lga.name })}</p> : null}
        {sent ? null : (
          <>
            <p>{format(words.alertsAbout, { lga: lga.name })}</p>
            <AlertForm
              stateSlug={state.slug}
              lgaSlug={lga.slug}
              lga={lga.name}
              lastResult={actionData && !("form" in actionData && actionData.form === "email") ? actionData.result : undefined}
            />
            <h2>{format(words.alertsEmailHeading, { lga: lga.name })}</h2>
            <p>{format(words.alertsEmailAbout, { lga: lga.name })}</p>
            <EmailAlertForm
              stateSlug={state.slug}
              lgaSlug={lga.slug}
              lga={lga.name}
              lastResult={actionData && "form" in actionData && actionData.form === "email" ? actionData.result : undefined}
            />
          </>
        )}
      </div>
    </PageFrame>
  );
}
