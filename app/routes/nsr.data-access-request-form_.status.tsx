import { linkedStatusEntries, statusLookUpAction, type StatusProblems } from "~/features/cases/status-lookup.server";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { StatusLookupForm } from "~/components/status-lookup-form";
import { SectionLayout } from "~/components/section-layout";
import { onePersonPageHeaders, readFormData } from "~/features/forms/form-data.server";
import { lookUpRequestStatus, type RequestStatus } from "~/features/requests/status.server";
import { statusMeaning, statusName } from "~/features/requests/status-words";
import { paths } from "~/site/paths";
import { WithLink } from "~/components/with-link";
import { format } from "~/i18n/format";
import { routeLocale } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { metaWords } from "~/i18n/meta";
import { useLocale } from "~/i18n/use-locale";
import { furnitureState } from "~/i18n/translation-state";

/**
 * Where a requester sees how their request stands, without an account: the
 * reference and the code from their acknowledgement. The mail's link fills
 * both in, and the page still asks for one press, so that a mail scanner
 * opening links neither looks nor counts as the requester's first look. It
 * shows nothing to anyone without the code, and is never cached or indexed.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return { entries: linkedStatusEntries(request), translation: furnitureState(routeLocale(request).locale) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const { locale } = routeLocale(request);
  return statusLookUpAction(form, locale, {
    words: messages[locale].dar,
    letters: "DAR",
    lookUp: (reference, code) => lookUpRequestStatus(reference, code, context.clientAddress, locale),
    failure: "request status",
  });
}

export const headers = onePersonPageHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const { dar } = metaWords(matches).messages;
  return [
    { title: `${dar.statusTitle} – NASSCO` },
    { name: "description", content: dar.statusDescription },
    { name: "robots", content: "noindex" },
  ];
};

function StatusReport({ found }: { found: RequestStatus }) {
  const dar = useLocale().t.dar;
  return (
    <section className="request-status" aria-labelledby="request-status-title" id="request-status" tabIndex={-1}>
      <h2 id="request-status-title">{format(dar.requestHeading, { reference: found.reference })}</h2>
      <dl className="summary-list">
        <div>
          <dt>{dar.status}</dt>
          <dd>
            <strong className="status-tag">{statusName(found.status, dar)}</strong>
          </dd>
        </div>
        <div>
          <dt>{dar.received}</dt>
          <dd>{found.receivedOn}</dd>
        </div>
        {found.decidedOn ? (
          <div>
            <dt>{dar.decided}</dt>
            <dd>{found.decidedOn}</dd>
          </div>
        ) : null}
      </dl>
      <p>{statusMeaning(found.status, dar)}</p>
      {found.summaryMailed ? (
        <p className="callout" role="status">
          {dar.summaryMailed}
        </p>
      ) : null}
      <h3>{dar.whatHappened}</h3>
      <ol className="request-status__steps">
        <li>
          {found.receivedOn}: {statusName("received", dar)}
        </li>
        {found.steps.map((step, index) => (
          <li key={index}>
            {step.on}: {statusName(step.status, dar)}
            {step.note ? <blockquote className="request-status__note">{step.note}</blockquote> : null}
          </li>
        ))}
      </ol>
      <h3>{dar.whatMailed}</h3>
      {found.letters.length === 0 ? (
        <p>{dar.nothingMailed}</p>
      ) : (
        <ul>
          {found.letters.map((letter, index) => (
            <li key={index}>
              {letter.on}: {letter.subject}
              {letter.state === "dead" ? ` ${dar.letterDead}` : letter.state === "pending" ? ` ${dar.letterPending}` : ""}
            </li>
          ))}
        </ul>
      )}
      <h3>{dar.whatYouSent}</h3>
      <dl className="summary-list">
        {found.rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{format(dar.writeAbout, { reference: found.reference })}</p>
    </section>
  );
}

export default function RequestStatusPage() {
  const { entries: linked } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const entries = answer?.entries ?? linked;
  const problems: StatusProblems = answer?.problems ?? {};
  const { t, href } = useLocale();
  const dar = t.dar;
  return (
    <SectionLayout title={dar.statusTitle}>
      {answer?.found ? (
        <StatusReport found={answer.found} />
      ) : (
        <>
          <StatusLookupForm
            id="request-status"
            action={`${href(paths.darStatus)}#request-status`}
            words={dar}
            entries={entries}
            problems={problems}
          />
          <p>
            <WithLink text={dar.lostMail} mark="form" href={href(paths.darForm)} label={dar.formName} />
          </p>
        </>
      )}
    </SectionLayout>
  );
}
