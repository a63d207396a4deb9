import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary, InputField } from "~/components/form-fields";
import { SectionLayout } from "~/components/section-layout";
import { readFormData, formText } from "~/features/forms/form-data.server";
import { waitText } from "~/features/forms/text-fields.server";
import { normaliseStatusCode } from "~/features/requests/status-code.server";
import { lookUpRequestStatus, type RequestStatus } from "~/features/requests/status.server";
import { statusMeaning, statusName } from "~/features/requests/status-words";
import { logFailure } from "~/utils/log.server";
import { paths } from "~/site/paths";
import { STATUS_FIELDS } from "~/site/query-params";
import { WithLink } from "~/components/with-link";
import { format } from "~/i18n/format";
import { routeLocale } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { metaWords } from "~/i18n/meta";
import { useLocale } from "~/i18n/use-locale";
import { furnitureState } from "~/features/content/translations.server";

/**
 * Where a requester sees how their request stands, without an account: the
 * reference and the code from their acknowledgement. The mail's link fills
 * both in, and the page still asks for one press, so that a mail scanner
 * opening links neither looks nor counts as the requester's first look. It
 * shows nothing to anyone without the code, and is never cached or indexed.
 */
const REFERENCE_PATTERN = /^DAR-\d{4}-\d{6}$/;

interface Entries {
  reference: string;
  code: string;
}

export function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const entries: Entries = {
    reference: (query.get(STATUS_FIELDS.reference) ?? "").slice(0, 40),
    code: (query.get(STATUS_FIELDS.code) ?? "").slice(0, 40),
  };
  return { entries, translation: furnitureState(routeLocale(request).locale) };
}

type Problems = Partial<Record<keyof Entries | "form", string>>;

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const { locale } = routeLocale(request);
  const { dar } = messages[locale];
  const entries: Entries = {
    reference: formText(form, STATUS_FIELDS.reference).trim().toUpperCase().slice(0, 40),
    code: formText(form, STATUS_FIELDS.code).trim().slice(0, 40),
  };
  const problems: Problems = {};
  if (!REFERENCE_PATTERN.test(entries.reference)) problems.reference = dar.referenceInvalid;
  const code = normaliseStatusCode(entries.code);
  if (!code) problems.code = dar.codeInvalid;
  if (Object.keys(problems).length > 0) return data({ entries, problems, found: null }, { status: 400 });
  try {
    const outcome = await lookUpRequestStatus(entries.reference, code!, context.clientAddress, locale);
    if ("limited" in outcome) {
      return data(
        {
          entries,
          problems: { form: format(dar.lookUpsTooMany, { wait: waitText(outcome.retryAfter, messages[locale].form) }) },
          found: null,
        },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfter) } },
      );
    }
    if ("notFound" in outcome)
      return data(
        {
          entries,
          problems: { form: dar.notFound },
          found: null,
        },
        { status: 404 },
      );
    return data({ entries, problems: {}, found: outcome.found });
  } catch (error) {
    logFailure("request status", error);
    return data({ entries, problems: { form: dar.lookUpFailed }, found: null }, { status: 503 });
  }
}

/** It can show what one person sent: never stored by a shared cache, never indexed. A refusal for the limit says when to try again. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
};

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
  const problems: Problems = answer?.problems ?? {};
  const summary = (["form", "reference", "code"] as const)
    .filter((name) => problems[name])
    .map((name) => ({ id: name === "form" ? "field-reference" : `field-${name}`, message: problems[name]! }));
  const { t, href } = useLocale();
  const dar = t.dar;
  return (
    <SectionLayout title={dar.statusTitle}>
      {answer?.found ? (
        <StatusReport found={answer.found} />
      ) : (
        <>
          <ErrorSummary errors={summary} />
          <p>{dar.statusIntro}</p>
          <form method="post" action={`${href(paths.darStatus)}#request-status`} className="request-status-form" noValidate>
            <InputField
              id="field-reference"
              label={dar.referenceLabel}
              hint={dar.referenceHint}
              error={problems.reference}
              name={STATUS_FIELDS.reference}
              defaultValue={entries.reference}
              maxLength={40}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
            />
            <InputField
              id="field-code"
              label={dar.codeLabel}
              hint={dar.codeHint}
              error={problems.code}
              name={STATUS_FIELDS.code}
              defaultValue={entries.code}
              maxLength={40}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
            />
            <button type="submit">{dar.check}</button>
          </form>
          <p>
            <WithLink text={dar.lostMail} mark="form" href={href(paths.darForm)} label={dar.formName} />
          </p>
        </>
      )}
    </SectionLayout>
  );
}
