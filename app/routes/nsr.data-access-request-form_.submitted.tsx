import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { ReceiptAnswer } from "~/features/forms/receipt-answer";
import { useLoaderData } from "@remix-run/react";
import { MailAddress } from "~/components/mail-address";
import { SectionLayout } from "~/components/section-layout";
import { useOfficeContact } from "~/components/use-office-contact";
import { findReceiptedRequest } from "~/features/requests/model.server";
import { receiptRows } from "~/features/requests/summary";
import { readReceipt, writeReceipt } from "~/features/requests/receipt.server";
import { requestReceiptSmsQueued } from "~/features/requests/sms-receipt.server";
import { mailIsSent, siteOrigin, smsIsSent } from "~/utils/env.server";
import { logFailure } from "~/utils/log.server";
import { paths } from "~/site/paths";
import { pageMetaFor } from "~/site/navigation";
import { Placed, WithLink, WithStrong } from "~/components/with-link";
import { localePath, routeLocale } from "~/i18n/locales";
import { requestNextSteps } from "~/i18n/mail-words.server";
import { messages } from "~/i18n/messages.server";
import { metaWords } from "~/i18n/meta";
import { useLocale } from "~/i18n/use-locale";
import { furnitureState } from "~/i18n/translation-state";

/**
 * The Get after the Post: what this browser just sent, read back from the
 * database, and the status page's code, shown this once: the cookie is
 * written again without it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = routeLocale(request);
  // The next steps are the acknowledgement's own words, which stay on the server (mail-words.server.ts): sent with the page.
  const page = {
    mailSent: mailIsSent(),
    translation: furnitureState(locale),
    nextSteps: requestNextSteps(locale),
  };
  const receipt = await readReceipt(request);
  if (!receipt) return { ...page, received: null };
  try {
    const row = await findReceiptedRequest(receipt);
    if (!row) return { ...page, received: null };
    const rows = receiptRows(row, { words: messages[locale] });
    const received = {
      reference: row.reference,
      rows,
      mailedTo: row.emailAddress,
      // Said only when messages leave the site (with the files transport they wait in a folder), and only
      // for a message queued for this request and still on its way: not capped, not given up (decision 0071).
      textedTo: row.phone && smsIsSent() && (await requestReceiptSmsQueued(receipt)) ? row.phone : null,
      statusCode: receipt.statusCode ?? null,
      // In full: it may be written down or printed, and read on another device.
      statusPage: `${siteOrigin()}${localePath(locale, paths.darStatus)}`,
    };
    if (!receipt.statusCode) return { ...page, received };
    const { statusCode: _shown, ...rest } = receipt;
    return data({ ...page, received }, { headers: { "Set-Cookie": await writeReceipt(rest, context.https, locale) } });
  } catch (error) {
    logFailure("data access request receipt", error);
    throw new Response("The confirmation could not be loaded", { status: 503 });
  }
}

/** It shows what one person sent: never stored by a shared cache, never indexed. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = ({ matches }) => {
  const words = metaWords(matches);
  return [
    { title: `${words.messages.dar.submittedTitle} – ${pageMetaFor(paths.darForm, words.pages).title}` },
    { name: "robots", content: "noindex" },
  ];
};

export default function DataAccessRequestSubmitted() {
  const { received, mailSent, nextSteps } = useLoaderData<typeof loader>();
  const contact = useOfficeContact();
  const { t, href } = useLocale();
  const dar = t.dar;
  const formLink = <WithLink text={dar.noRecentText} mark="form" href={href(paths.darForm)} label={dar.formName} />;
  if (!received) {
    return (
      <SectionLayout>
        <h2>{dar.noRecentHeading}</h2>
        <p>{formLink}</p>
      </SectionLayout>
    );
  }
  // The reference under the title, on a small phone's first screen; the code stays in the steps that ask for it.
  const answer = <ReceiptAnswer referenceText={dar.reference} reference={received.reference} />;
  return (
    <SectionLayout answer={answer}>
      <div className="confirmation" role="status">
        <h2 className="confirmation__title">{dar.submitted}</h2>
        {!mailSent ? (
          <p>
            <strong>{dar.writeDown}</strong> {dar.mailOff}
          </p>
        ) : received.mailedTo ? (
          <p>
            <WithStrong text={dar.mailedTo} mark="email" value={received.mailedTo} />
          </p>
        ) : (
          <p>
            <strong>{dar.writeDown}</strong> {dar.noEmail}
          </p>
        )}
        {/* "Also" only after the line that says the e-mail went. */}
        {received.textedTo ? (
          <p>
            <WithStrong text={mailSent && received.mailedTo ? dar.textedToToo : dar.textedTo} mark="phone" value={received.textedTo} />
          </p>
        ) : null}
      </div>
      <section aria-labelledby="follow-heading" className="confirmation-follow">
        <h2 id="follow-heading">{dar.followHeading}</h2>
        <p>
          <WithLink
            text={dar.followHow}
            mark="page"
            href={href(paths.darStatus)}
            label={received.statusPage}
            values={{ reference: received.reference }}
          />
        </p>
        {/* The code where the sentence above asks for it ("… and this code:"). */}
        {received.statusCode ? (
          <>
            <p className="confirmation__code">
              <WithStrong text={dar.codeIs} mark="code" value={received.statusCode} />
            </p>
            <p>{dar.codeOnce}</p>
          </>
        ) : (
          <p>{dar.codeGone}</p>
        )}
      </section>
      <h2>{dar.whatYouSent}</h2>
      <dl className="summary-list">
        {received.rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>{dar.whatNext}</h2>
      <ol>
        {nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>
        {/* The address's provenance label sits right after it, wherever the language puts the address. */}
        <Placed text={dar.questions} mark="email">
          <MailAddress detail={contact.nsrSupportEmail} />
        </Placed>
      </p>
      <p>
        <a href={href(paths.darForm)}>{dar.makeAnother}</a>
      </p>
    </SectionLayout>
  );
}
