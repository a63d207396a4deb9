import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ScrollRegion } from "~/components/scroll-region";
import { formText, readFormData } from "~/features/forms/form-data.server";
import { IssueForm } from "~/features/newsletter/issue-form";
import {
  issueBody,
  readIssue,
  readIssueForm,
  recentNewsLinks,
  retryIssue,
  saveIssue,
  sendIssue,
  sendTest,
} from "~/features/newsletter/issues.server";
import { ownEmail } from "~/features/staff-auth/email.server";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { staffActionProblem } from "~/features/staff-content/refusals.server";
import { formatCount } from "~/utils/format";
import { lagosTimeText } from "~/utils/lagos-time";
import { databaseErrorCode } from "../../server/database/plain-error";

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data ? `Newsletter: ${data.issue.subject}` : "Newsletter");

function idOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response("There is no such newsletter.", { status: 404 });
  return id;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "publisher");
  const found = await readIssue(member, idOf(params));
  if (!found) throw new Response("There is no such newsletter.", { status: 404 });
  const { issue, failures, confirmedSubscribers } = found;
  return {
    csrf: member.csrf,
    issue: {
      id: issue.id,
      subject: issue.subject,
      body: issue.body,
      draft: issue.state === "draft",
      updated: `${lagosTimeText(issue.updatedAt)} by ${issue.updatedBy}`,
      // A test counts only if it was of the words as they are now.
      tested: issue.testedAt !== null && issue.testedAt >= issue.updatedAt ? lagosTimeText(issue.testedAt) : null,
      queued: issue.queuedAt ? `${lagosTimeText(issue.queuedAt)} by ${issue.queuedBy}` : null,
      recipients: issue.recipients,
      progress: issue.progress,
      sentHtml: issue.state === "queued" ? issueBody(issue.body).html : null,
    },
    failures: failures.map((failure) => ({ ...failure, nextAttemptAt: lagosTimeText(failure.nextAttemptAt) })),
    confirmedSubscribers,
    email: await ownEmail(member),
    news: issue.state === "draft" ? await recentNewsLinks() : [],
    done: new URL(request.url).searchParams.get("done"),
  };
}

const DONE: Record<string, string> = {
  saved: "Done: the newsletter is saved. Send yourself a test before sending it.",
  tested: "Done: a test is on its way to your address. Check it on your phone and on a computer.",
  sent: "Done: the newsletter is queued to every confirmed subscriber. This page shows how the sending goes.",
  retried: "Done: the messages that failed are queued again.",
};

export async function action({ request, context, params }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, "publisher");
  const id = idOf(params);
  const form = await readFormData(request);
  requireCsrf(member, form);
  const intent = formText(form, "intent");
  const here = (done: string) => redirect(`/staff/newsletters/${id}?done=${done}#done`, 303);
  const found = await readIssue(member, id);
  if (!found) throw new Response("There is no such newsletter.", { status: 404 });
  try {
    switch (intent) {
      case "link":
      case "preview":
      case "save": {
        const { entries, problems } = await readIssueForm(form);
        if (intent === "link") return data({ entries, problems: {}, preview: null });
        if (Object.keys(problems).length > 0) return data({ entries, problems, preview: null }, { status: 400 });
        if (intent === "preview") return data({ entries, problems, preview: issueBody(entries.body).html });
        await saveIssue(member, id, entries.subject, entries.body);
        return here("saved");
      }
      case "test":
        await sendTest(member, found.issue);
        return here("tested");
      case "send":
        if (formText(form, "checked") !== "yes")
          return data({ sendProblem: "Tick the box to say you have read the test, then send it." }, { status: 400 });
        await sendIssue(member, found.issue);
        return here("sent");
      case "retry":
        await retryIssue(member, found.issue);
        return here("retried");
      default:
        throw new Response("That is not something this page does.", { status: 400 });
    }
  } catch (error) {
    const code = databaseErrorCode(error);
    if (code === "23502") return data({ sendProblem: "Add your own e-mail address first: the test goes there." }, { status: 400 });
    if (code === "23514") return data({ sendProblem: "Send yourself a test of these words first." }, { status: 409 });
    if (code === "55006") return data({ sendProblem: "This newsletter has been sent already." }, { status: 409 });
    const problem = staffActionProblem(error);
    if (!problem) throw error;
    return data({ sendProblem: problem.message }, { status: problem.status });
  }
}

export default function Newsletter() {
  const { csrf, issue, failures, confirmedSubscribers, email, news, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const formAnswer = answer && "entries" in answer ? answer : null;
  const sendProblem = answer && "sendProblem" in answer ? answer.sendProblem : null;
  const { progress } = issue;
  return (
    <StaffPage title={`Newsletter: ${issue.subject}`}>
      <p>
        <a href="/staff/newsletters">Back to the newsletters</a>
      </p>
      {done && DONE[done] ? (
        <p className="callout" role="status" id="done" tabIndex={-1}>
          {DONE[done]}
        </p>
      ) : null}
      {sendProblem ? (
        <div className="error-summary" role="alert" aria-labelledby="send-problem-title" tabIndex={-1}>
          <h2 id="send-problem-title">There is a problem</h2>
          <p>{sendProblem}</p>
        </div>
      ) : null}
      {issue.draft ? (
        <>
          <p>Last changed {issue.updated}.</p>
          <IssueForm
            csrf={csrf}
            entries={formAnswer?.entries ?? { subject: issue.subject, body: issue.body }}
            problems={formAnswer?.problems ?? {}}
            news={news}
            preview={formAnswer?.preview ?? null}
          />
          <h2>1. Send yourself a test</h2>
          {email ? (
            <form method="post" action="#done">
              <input type="hidden" name="csrf" value={csrf} />
              <p>
                The saved words go to <strong>{email}</strong>, as subscribers will get them. Save your changes first.
              </p>
              <button type="submit" name="intent" value="test" className="button--secondary">
                Send me a test
              </button>
            </form>
          ) : (
            <p>
              <a href="/staff/email">Add your own e-mail address</a> first: the test goes there.
            </p>
          )}
          <h2>2. Send it</h2>
          {issue.tested ? (
            <form method="post" action="#done">
              <input type="hidden" name="csrf" value={csrf} />
              <p>
                It goes to the {formatCount(confirmedSubscribers)} confirmed subscribers, once each, a few a minute. It cannot be changed or
                stopped once sent.
              </p>
              <div className="checkbox">
                <input type="checkbox" id="field-checked" name="checked" value="yes" />
                <label htmlFor="field-checked">I have read the test sent at {issue.tested}, and it is right</label>
              </div>
              <button type="submit" name="intent" value="send">
                {`Send to ${formatCount(confirmedSubscribers)} subscribers`}
              </button>
            </form>
          ) : (
            <p>Send yourself a test of these words first. Each change needs a new test.</p>
          )}
        </>
      ) : (
        <>
          <h2>Sending</h2>
          <p>
            Queued {issue.queued} to {formatCount(issue.recipients ?? 0)} confirmed subscribers.
          </p>
          <dl className="summary-list">
            <div>
              <dt>Sent</dt>
              <dd>{formatCount(progress.sent)}</dd>
            </div>
            <div>
              <dt>Waiting to go</dt>
              <dd>{formatCount(progress.pending)}</dd>
            </div>
            <div>
              <dt>Could not be delivered</dt>
              <dd>{formatCount(progress.dead)}</dd>
            </div>
            <div>
              <dt>Not sent: unsubscribed first</dt>
              <dd>{formatCount(progress.cancelled)}</dd>
            </div>
          </dl>
          {progress.pending > 0 ? <p>Reload this page to see how the sending goes.</p> : null}
          <h3 id="failures">Failures</h3>
          {failures.length === 0 ? (
            <p>None.</p>
          ) : (
            <>
              <ScrollRegion labelledBy="failures-caption">
                <table className="staff-table">
                  <caption id="failures-caption" className="visually-hidden">
                    Messages that failed, with what the mail server said
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Message</th>
                      <th scope="col">Tries</th>
                      <th scope="col">What went wrong</th>
                    </tr>
                  </thead>
                  <tbody>
                    {failures.map((failure) => (
                      <tr key={failure.id}>
                        <td>
                          {failure.id} ({failure.state === "dead" ? "given up" : `tried again at ${failure.nextAttemptAt}`})
                        </td>
                        <td>{failure.attempts}</td>
                        <td>{failure.lastError}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
              {progress.dead > 0 ? (
                <form method="post" action="#done">
                  <input type="hidden" name="csrf" value={csrf} />
                  <p>
                    Try the given-up messages again once the cause is fixed. A message given up because its instance stopped mid-send may
                    have arrived: trying it again may send that person a second copy.
                  </p>
                  <button type="submit" name="intent" value="retry" className="button--secondary">
                    Try the given-up messages again
                  </button>
                </form>
              ) : null}
            </>
          )}
          <h3>What was sent</h3>
          <div className="staff-preview prose" dangerouslySetInnerHTML={{ __html: issue.sentHtml ?? "" }} />
        </>
      )}
    </StaffPage>
  );
}
