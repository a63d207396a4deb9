import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PageFrame } from "~/components/page-frame";
import { honeypotRefusal } from "~/features/forms/honeypot.server";
import { onePersonPageHeaders, readFormData } from "~/features/forms/form-data.server";
import { caughtByHoneypot, HONEYPOT_FIELD } from "~/features/forms/honeypot";
import { AlertForm } from "~/features/payments/alert-form";
import { alertFormSchema, subscribeByWeb } from "~/features/payments/alert-subscribe.server";
import { fileLga } from "~/features/payments/places.server";
import { paymentSmsWords } from "~/features/payments/sms-words";
import { format } from "~/i18n/format";
import { localePath, routeLocale } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { metaWords } from "~/i18n/meta";
import { furnitureState } from "~/i18n/translation-state";
import { useLocale } from "~/i18n/use-locale";
import { paths, paymentsOfLga } from "~/site/paths";
import { PAYMENT_ALERT_PARAMS } from "~/site/query-params";

/**
 * Payment alerts by SMS for one LGA (decision 0108): the form on a page of
 * its own (?state=kano&lga=dala), where the LGA page's form posts, to the
 * same address. A number
 * that passes gets one text asking it to reply YES, and the reader is sent on
 * to this page with `sent`, which says the same whatever the number already
 * had. A page about one person's number: never cached, never indexed.
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
  return { state, lga, sent: search.get(PAYMENT_ALERT_PARAMS.sent) === "1", translation: furnitureState(locale) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const { locale } = routeLocale(request);
  const { state, lga } = await placeOf(request);
  if (caughtByHoneypot(formData.get(HONEYPOT_FIELD))) return honeypotRefusal(formData, locale);
  formData.delete(HONEYPOT_FIELD);
  const submission = parseWithZod(formData, { schema: alertFormSchema(messages[locale]) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const place = { state: state.registerName, lga: lga.name };
  const outcome = await subscribeByWeb(place, submission.value.phone, locale, context.clientAddress, messages[locale]);
  if (outcome.status !== 200) {
    const headers: Record<string, string> = outcome.status === 429 ? { "Retry-After": String(outcome.retryAfter) } : {};
    return data({ result: submission.reply({ formErrors: [outcome.error] }) }, { status: outcome.status, headers });
  }
  const sent = new URLSearchParams({
    [PAYMENT_ALERT_PARAMS.state]: state.slug,
    [PAYMENT_ALERT_PARAMS.lga]: lga.slug,
    [PAYMENT_ALERT_PARAMS.sent]: "1",
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
        {sent ? (
          <p>{format(words.alertsSent, { yes: paymentSmsWords[locale].yes, lga: lga.name })}</p>
        ) : (
          <>
            <p>{format(words.alertsAbout, { lga: lga.name })}</p>
            <AlertForm stateSlug={state.slug} lgaSlug={lga.slug} lga={lga.name} lastResult={actionData?.result} />
          </>
        )}
      </div>
    </PageFrame>
  );
}
