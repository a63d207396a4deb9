import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { describedBy, ErrorSummary, Field } from "~/components/form-fields";
import { SectionLayout } from "~/components/section-layout";
import { readFormData, formText } from "~/features/forms/form-data.server";
import { normaliseStatusCode } from "~/features/requests/status-code.server";
import { STATUS_FIELDS } from "~/features/requests/status-page";
import { lookUpRequestStatus, type RequestStatus } from "~/features/requests/status.server";
import { statusMeaning, statusName } from "~/features/requests/status-words";
import { formatMonthDayYear } from "~/utils/format";
import { lagosToday } from "~/utils/lagos-time";
import { logFailure } from "~/utils/log.server";
import { paths } from "~/site/paths";

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
  return { entries };
}

type Problems = Partial<Record<keyof Entries | "form", string>>;

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const entries: Entries = {
    reference: formText(form, STATUS_FIELDS.reference).trim().toUpperCase().slice(0, 40),
    code: formText(form, STATUS_FIELDS.code).trim().slice(0, 40),
  };
  const problems: Problems = {};
  if (!REFERENCE_PATTERN.test(entries.reference))
    problems.reference = "Enter the reference number as it is in our e-mail, such as DAR-2026-000123";
  const code = normaliseStatusCode(entries.code);
  if (!code) problems.code = "Enter the code as it is in our e-mail: 12 letters and numbers, such as 7KQ2-M9XD-4HTP";
  if (Object.keys(problems).length > 0) return data({ entries, problems, found: null }, { status: 400 });
  try {
    const outcome = await lookUpRequestStatus(entries.reference, code!, context.clientAddress);
    if ("limited" in outcome) {
      const minutes = Math.ceil(outcome.retryAfter / 60);
      return data(
        {
          entries,
          problems: { form: `You have looked up requests many times in a short while. Please wait ${minutes} minutes and try again.` },
          found: null,
        },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfter) } },
      );
    }
    if ("notFound" in outcome)
      return data(
        {
          entries,
          problems: { form: "We found no request with that reference and code. Check both against our e-mail, and try again." },
          found: null,
        },
        { status: 404 },
      );
    return data({ entries, problems: {}, found: outcome.found });
  } catch (error) {
    logFailure("request status", error);
    return data(
      { entries, problems: { form: "We could not look up your request just now. Please try again later." }, found: null },
      { status: 503 },
    );
  }
}

/** It can show what one person sent: never stored by a shared cache, never indexed. A refusal for the limit says when to try again. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
};

export const meta: MetaFunction = () => [
  { title: "Check a data access request – NASSCO" },
  { name: "description", content: "See where your data access request stands, with the reference and code from our e-mail." },
  { name: "robots", content: "noindex" },
];

const dateText = (date: Date | string) => formatMonthDayYear(lagosToday(new Date(date)));

function StatusReport({ found }: { found: RequestStatus }) {
  return (
    <section className="request-status" aria-labelledby="request-status-title" id="request-status" tabIndex={-1}>
      <h2 id="request-status-title">Request {found.reference}</h2>
      <dl className="summary-list">
        <div>
          <dt>Status</dt>
          <dd>
            <strong className="status-tag">{statusName(found.status)}</strong>
          </dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>{dateText(found.receivedAt)}</dd>
        </div>
        {found.decidedAt ? (
          <div>
            <dt>Decided</dt>
            <dd>{dateText(found.decidedAt)}</dd>
          </div>
        ) : null}
      </dl>
      <p>{statusMeaning(found.status)}</p>
      {found.summaryMailed ? (
        <p className="callout" role="status">
          We have e-mailed you a summary of what you sent, for your records.
        </p>
      ) : null}
      <h3>What has happened</h3>
      <ol className="request-status__steps">
        <li>
          {dateText(found.receivedAt)}: {statusName("received")}
        </li>
        {found.steps.map((step, index) => (
          <li key={index}>
            {dateText(step.at)}: {statusName(step.status)}
            {step.note ? <blockquote className="request-status__note">{step.note}</blockquote> : null}
          </li>
        ))}
      </ol>
      <h3>What we have e-mailed you</h3>
      {found.letters.length === 0 ? (
        <p>Nothing yet: you gave no e-mail address, or we have not written.</p>
      ) : (
        <ul>
          {found.letters.map((letter, index) => (
            <li key={index}>
              {dateText(letter.at)}: {letter.subject}
              {letter.state === "dead" ? " (it could not be delivered; write to us)" : letter.state === "pending" ? " (on its way)" : ""}
            </li>
          ))}
        </ul>
      )}
      <h3>What you sent</h3>
      <dl className="summary-list">
        {found.rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>To write to the office about this request, reply to any of our e-mails about it, quoting {found.reference}.</p>
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
  return (
    <SectionLayout title="Check a data access request">
      {answer?.found ? (
        <StatusReport found={answer.found} />
      ) : (
        <>
          <ErrorSummary errors={summary} />
          <p>
            Enter the reference number and the code from the e-mail we sent when we received your request. If you opened this page from that
            e-mail, both are filled in: press the button.
          </p>
          <form method="post" action={`${paths.darStatus}#request-status`} className="request-status-form" noValidate>
            <Field id="field-reference" label="Reference number" hint="For example, DAR-2026-000123." error={problems.reference}>
              <input
                id="field-reference"
                name={STATUS_FIELDS.reference}
                defaultValue={entries.reference}
                maxLength={40}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="characters"
                aria-describedby={describedBy("field-reference", true, problems.reference)}
              />
            </Field>
            <Field id="field-code" label="Code" hint="12 letters and numbers, for example 7KQ2-M9XD-4HTP." error={problems.code}>
              <input
                id="field-code"
                name={STATUS_FIELDS.code}
                defaultValue={entries.code}
                maxLength={40}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="characters"
                aria-describedby={describedBy("field-code", true, problems.code)}
              />
            </Field>
            <button type="submit">Check my request</button>
          </form>
          <p>
            Lost the e-mail? Write to the office, quoting your reference if you have it. To make a new request, use the{" "}
            <a href={paths.darForm}>Data Access Request Form</a>.
          </p>
        </>
      )}
    </SectionLayout>
  );
}
