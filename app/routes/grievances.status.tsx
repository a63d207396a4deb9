import { linkedStatusEntries, statusLookUpAction, type StatusProblems } from "~/features/cases/status-lookup.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { StatusLookupForm } from "~/components/status-lookup-form";
import { SectionLayout } from "~/components/section-layout";
import { furnitureState } from "~/i18n/translation-state";
import { formText, onePersonPageHeaders, readFormData } from "~/features/forms/form-data.server";
import { GrievanceLinks } from "~/features/grievances/grievance-links";
import { lookUpGrievanceStatus, type GrievanceStatus } from "~/features/grievances/status.server";
import { categoryName, placeText, resolutionName, statusWords } from "~/features/grievances/words";
import { format } from "~/i18n/format";
import { routeLocale } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { metaWords } from "~/i18n/meta";
import { useLocale } from "~/i18n/use-locale";
import { paths } from "~/site/paths";
import { STATUS_FIELDS } from "~/site/query-params";
import { isOneOf } from "~/features/grievances/kinds";
import { FIX_ANSWER_FIELD, FIX_ANSWERS, type FixAnswer } from "~/features/was-it-fixed/answers";
import { StatusQuestion } from "~/features/was-it-fixed/status-question";

/**
 * Where a person sees how their report stands, without an account: the
 * reference and the code from the answer page or the acknowledgement. The
 * mail's link fills both in and the page still asks for one press, as the
 * request's status page does. A wrong reference and a wrong code get the same
 * answer, and every look counts against the client's limit. A resolved report
 * asks "Was it fixed?" (decision 0110): its buttons post the reference and code
 * again with the answer, which is recorded before the report is looked up.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return { entries: linkedStatusEntries(request), translation: furnitureState(routeLocale(request).locale) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const { locale } = routeLocale(request);
  const pressed = form.has(FIX_ANSWER_FIELD) ? formText(form, FIX_ANSWER_FIELD) : null;
  if (pressed !== null && !isOneOf(FIX_ANSWERS, pressed)) {
    const entries = {
      reference: formText(form, STATUS_FIELDS.reference).slice(0, 40),
      code: formText(form, STATUS_FIELDS.code).slice(0, 40),
    };
    return data({ entries, problems: { form: messages[locale].wasItFixed.answerInvalid }, found: null }, { status: 400 });
  }
  const answer: FixAnswer | undefined = pressed ?? undefined;
  return statusLookUpAction(form, locale, {
    words: messages[locale].grievanceForm,
    letters: "GRV",
    lookUp: async (reference, code) => {
      const outcome = await lookUpGrievanceStatus(reference, code, context.clientAddress, locale, { answer });
      return "found" in outcome ? { found: { ...outcome.found, code, pressed: answer ?? null } } : outcome;
    },
    failure: "grievance status",
  });
}

export const headers = onePersonPageHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const { grievanceForm } = metaWords(matches).messages;
  return [
    { title: `${grievanceForm.statusTitle} – NASSCO` },
    { name: "description", content: grievanceForm.statusDescription },
    { name: "robots", content: "noindex" },
  ];
};

function StatusReport({ found }: { found: GrievanceStatus & { code: string; pressed: FixAnswer | null } }) {
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
          <dd>{placeText(found.state, found.lga, t.grievanceStatistics.stateNotGiven)}</dd>
        </div>
        <div>
          <dt>{g.received}</dt>
          <dd>{found.receivedOn}</dd>
        </div>
        {found.reopenedOn ? (
          <div>
            <dt>{t.wasItFixed.reopenedOn}</dt>
            <dd>{found.reopenedOn}</dd>
          </div>
        ) : null}
        <div>
          <dt>{g.expectedOn}</dt>
          <dd>{found.expectedOn}</dd>
        </div>
        {found.resolution ? (
          <div>
            <dt>{g.resolution}</dt>
            <dd>
              {resolutionName(found.resolution, t.grievances)}
              {found.resolvedOn ? ` (${g.resolvedOn} ${found.resolvedOn})` : ""}
            </dd>
          </div>
        ) : null}
      </dl>
      <p>{words.meaning}</p>
      <StatusQuestion state={found} action={`${href(paths.grievanceStatus)}#grievance-status`} />
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
  const problems: StatusProblems = answer?.problems ?? {};
  const { t, href } = useLocale();
  const g = t.grievanceForm;
  return (
    <SectionLayout title={g.statusTitle}>
      {answer?.found ? (
        <StatusReport found={answer.found} />
      ) : (
        <StatusLookupForm
          id="grievance-status"
          action={`${href(paths.grievanceStatus)}#grievance-status`}
          words={g}
          entries={entries}
          problems={problems}
        />
      )}
      <GrievanceLinks current="grievanceStatus" />
    </SectionLayout>
  );
}
