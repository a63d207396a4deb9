import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { ReceiptAnswer } from "~/features/forms/receipt-answer";
import { useLoaderData } from "@remix-run/react";
import { SectionLayout } from "~/components/section-layout";
import { WithLink, WithStrong } from "~/components/with-link";
import { furnitureState } from "~/i18n/translation-state";
import { findReceiptedGrievance } from "~/features/grievances/model.server";
import { grievanceReceipt } from "~/features/grievances/receipt.server";
import { categoryName, placeText } from "~/features/grievances/words";
import { grievanceReceiptSmsQueued } from "~/features/grievances/sms-receipt.server";
import { format } from "~/i18n/format";
import { localePath, routeLocale } from "~/i18n/locales";
import { metaWords } from "~/i18n/meta";
import { useLocale } from "~/i18n/use-locale";
import { paths } from "~/site/paths";
import { formatMonthDayYear } from "~/utils/format";
import { mailIsSent, siteOrigin, smsIsSent } from "~/utils/env.server";
import { logFailure } from "~/utils/log.server";

/**
 * The answer after the form's Post: the reference, the promised date, and the
 * status page's code, shown this once (the cookie is written again without it).
 * Read back through grievance_receipt(), which answers only for the receipt's secret within the hour.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = routeLocale(request);
  const page = { mailSent: mailIsSent(), translation: furnitureState(locale) };
  const receipt = await grievanceReceipt.read(request);
  if (!receipt) return { ...page, received: null };
  try {
    const row = await findReceiptedGrievance(receipt);
    if (!row) return { ...page, received: null };
    const received = {
      reference: row.reference,
      category: row.category,
      place: placeText(row.state, row.lga),
      mailedTo: row.email,
      expectedOn: formatMonthDayYear(row.expectedOn, locale),
      statusCode: receipt.statusCode ?? null,
      // In full: it may be written down or printed, and read on another device.
      statusPage: `${siteOrigin()}${localePath(locale, paths.grievanceStatus)}`,
      // Said only when messages leave the site: with the files transport they wait in a folder (decision 0071).
      smsSent: smsIsSent() && (await grievanceReceiptSmsQueued(receipt)),
    };
    if (!receipt.statusCode) return { ...page, received };
    const { statusCode: _shown, ...rest } = receipt;
    return data({ ...page, received }, { headers: { "Set-Cookie": await grievanceReceipt.write(rest, context.https, locale) } });
  } catch (error) {
    logFailure("grievance receipt", error);
    throw new Response("The answer could not be loaded", { status: 503 });
  }
}

/** It shows one person's reference and code: never stored by a shared cache, never indexed. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = ({ matches }) => {
  const { grievanceForm } = metaWords(matches).messages;
  return [{ title: `${grievanceForm.submittedTitle} – NASSCO` }, { name: "robots", content: "noindex" }];
};

export default function GrievanceSubmitted() {
  const { received, mailSent } = useLoaderData<typeof loader>();
  const { t, href } = useLocale();
  const g = t.grievanceForm;
  if (!received) {
    return (
      <SectionLayout title={g.submittedTitle}>
        <h2>{g.noRecentHeading}</h2>
        <p>
          <WithLink text={g.noRecentText} mark="form" href={href(paths.grievanceForm)} label={g.formName} />
        </p>
      </SectionLayout>
    );
  }
  // What the person must write down, under the title, before any notice: on a 240×320 screen's first view in every language.
  const answer = (
    <ReceiptAnswer referenceText={g.reference} reference={received.reference} codeText={g.codeIs} code={received.statusCode} />
  );
  return (
    <SectionLayout title={g.submittedTitle} answer={answer}>
      <div className="confirmation" role="status">
        <h2 className="confirmation__title">{g.submitted}</h2>
        {received.mailedTo && mailSent ? (
          <p>
            <WithStrong text={g.mailedTo} mark="email" value={received.mailedTo} />
          </p>
        ) : received.mailedTo ? (
          // The acknowledgement waits in the outbox until the site sends mail: the reader is told so, as the request's receipt does.
          <p>{t.dar.mailOff}</p>
        ) : null}
        {/* "Also" only after the line that says the e-mail went. */}
        {received.smsSent ? <p>{received.mailedTo && mailSent ? g.smsSentToo : g.smsSent}</p> : null}
      </div>
      <p>{received.statusCode ? g.codeOnce : g.codeGone}</p>
      <p>
        <strong>{format(g.expected, { date: received.expectedOn })}</strong>
      </p>
      <p>{g.ifPassed}</p>
      <dl className="summary-list">
        <div>
          <dt>{g.whatYouTold}</dt>
          <dd>{categoryName(received.category, t.grievances)}</dd>
        </div>
        <div>
          <dt>{g.place}</dt>
          <dd>{received.place}</dd>
        </div>
      </dl>
      <section aria-labelledby="follow-heading" className="confirmation-follow">
        <h2 id="follow-heading">{g.followHeading}</h2>
        <p>
          <WithLink text={g.followHow} mark="page" href={href(paths.grievanceStatus)} label={received.statusPage} />
        </p>
      </section>
      <p>
        <a href={href(paths.grievanceForm)}>{g.makeAnother}</a>
      </p>
    </SectionLayout>
  );
}
