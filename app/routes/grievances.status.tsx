import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary, InputField } from "~/components/form-fields";
import { SectionLayout } from "~/components/section-layout";
import { furnitureState } from "~/features/content/translations.server";
import { formText, readFormData } from "~/features/forms/form-data.server";
import { waitText } from "~/features/forms/text-fields.server";
import { GRIEVANCE_REFERENCE } from "~/features/grievances/kinds";
import { lookUpGrievanceStatus, type GrievanceStatus } from "~/features/grievances/status.server";
import { categoryName, resolutionName, statusWords } from "~/features/grievances/words";
import { normaliseStatusCode } from "~/features/requests/status-code.server";
import { format } from "~/i18n/format";
import { routeLocale } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { metaWords } from "~/i18n/meta";
import { useLocale } from "~/i18n/use-locale";
import { paths } from "~/site/paths";
import { STATUS_FIELDS } from "~/site/query-params";
import { logFailure } from "~/utils/log.server";
import { GrievanceLinks } from "~/features/grievances/grievance-links";

/**
 * Where a person sees how their report stands, without an account: the
 * reference and the code from the answer page or the acknowledgement. The
 * mail's link fills both in and the page still asks for one press, as the
 * request's status page does. A wrong reference and a wrong code get the same
 * answer, and every look counts against the client's limit.
 */
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
  const { grievanceForm: g, form: formWords } = messages[locale];
  const entries: Entries = {
    reference: formText(form, STATUS_FIELDS.reference).trim().toUpperCase().slice(0, 40),
    code: formText(form, STATUS_FIELDS.code).trim().slice(0, 40),
  };
  const problems: Problems = {};
  if (!GRIEVANCE_REFERENCE.test(entries.reference)) problems.reference = g.referenceInvalid;
  const code = normaliseStatusCode(entries.code);
  if (!code) problems.code = g.codeInvalid;
  if (Object.keys(problems).length > 0) return data({ entries, problems, found: null }, { status: 400 });
  try {
    const outcome = await lookUpGrievanceStatus(entries.reference, code!, context.clientAddress, locale);
    if ("limited" in outcome) {
      const problem = format(g.lookUpsTooMany, { wait: waitText(outcome.retryAfter, formWords) });
      return data(
        { entries, problems: { form: problem }, found: null },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfter) } },
      );
    }
    if ("notFound" in outcome) return data({ entries, problems: { form: g.notFound }, found: null }, { status: 404 });
    return data({ entries, problems: {}, found: outcome.found });
  } catch (error) {
    logFailure("grievance status", error);
    return data({ entries, problems: { form: g.lookUpFailed }, found: null }, { status: 503 });
  }
}

/** It shows one person's report: never stored by a shared cache, never indexed. A refusal for the limit says when to try again. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
};

export const meta: MetaFunction = ({ matches }) => {
  const { grievanceForm } = metaWords(matches).messages;
  return [
    { title: `${grievanceForm.statusTitle} – NASSCO` },
    { name: "description", content: grievanceForm.statusDescription },
    { name: "robots", content: "noindex" },
  ];
};

function StatusReport({ found }: { found: GrievanceStatus }) {
  const { t, href } = useLocale();
  const g = t.grievanceForm;
  const words = statusWords(found.status, t.grievances);
  return (
    <section className="request-status" aria-labelledby="grievance-status-title" id="grievance-status" tabIndex={-1}>
      <h2 id="grievance-status-title">{format(g.reportHeading, { reference: found.reference })}</h2>
      <dl className="summary-list">
        <div>
          <dt>{g.status}</dt>
          <dd>
            <strong className="status-tag">{words.name}</strong>
          </dd>
        </div>
        <div>
          <dt>{g.category}</dt>
          <dd>{categoryName(found.category, t.grievances)}</dd>
        </div>
        <div>
          <dt>{g.place}</dt>
          <dd>{found.lga ? `${found.lga}, ${found.state}` : found.state}</dd>
        </div>
        <div>
          <dt>{g.received}</dt>
          <dd>{found.receivedOn}</dd>
        </div>
        <div>
          <dt>{g.expectedOn}</dt>
          <dd>{found.expectedOn}</dd>
        </div>
        {found.resolution ? (
          <div>
            <dt>{g.resolution}</dt>
            <dd>
              {resolutionName(found.resolution, t.grievances)}
              {found.resolvedOn ? ` (${found.resolvedOn})` : ""}
            </dd>
          </div>
        ) : null}
      </dl>
      <p>{words.meaning}</p>
      {found.overdue ? (
        <p className="callout callout--error">
          <strong>{g.overdue}</strong>
        </p>
      ) : null}
      <h3>{g.nextStep}</h3>
      <p>{words.next}</p>
      <h3>{g.replies}</h3>
      {found.replies.length === 0 ? (
        <p>{g.noReplies}</p>
      ) : (
        <ol className="request-status__steps">
          {found.replies.map((reply, index) => (
            <li key={index}>
              {format(g.repliedOn, { date: reply.on })}
              <blockquote className="request-status__note">{reply.body}</blockquote>
            </li>
          ))}
        </ol>
      )}
      <p>
        <a href={href(paths.grievanceStatus)}>{g.another}</a>
      </p>
    </section>
  );
}

export default function GrievanceStatusPage() {
  const { entries: linked } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const entries = answer?.entries ?? linked;
  const problems: Problems = answer?.problems ?? {};
  const summary = (["form", "reference", "code"] as const)
    .filter((name) => problems[name])
    .map((name) => ({ id: name === "form" ? "field-reference" : `field-${name}`, message: problems[name]! }));
  const { t, href } = useLocale();
  const g = t.grievanceForm;
  return (
    <SectionLayout title={g.statusTitle}>
      {answer?.found ? (
        <StatusReport found={answer.found} />
      ) : (
        <>
          <ErrorSummary errors={summary} />
          <p>{g.statusIntro}</p>
          <form method="post" action={`${href(paths.grievanceStatus)}#grievance-status`} className="request-status-form" noValidate>
            <InputField
              id="field-reference"
              label={g.referenceLabel}
              hint={g.referenceHint}
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
              label={g.codeLabel}
              hint={g.codeHint}
              error={problems.code}
              name={STATUS_FIELDS.code}
              defaultValue={entries.code}
              maxLength={40}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
            />
            <button type="submit">{g.check}</button>
          </form>
          <p>
            <a href={href(paths.grievanceForm)}>{g.makeAnother}</a>
          </p>
        </>
      )}
      <GrievanceLinks current="grievanceStatus" />
    </SectionLayout>
  );
}
