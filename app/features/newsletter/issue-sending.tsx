import { ScrollRegion } from "~/components/scroll-region";
import { formatCount } from "~/utils/format";
import type { IssueProgress } from "./issues.server";

/** The two steps after saving a draft: a test to one's own address, then the sending, once the test is of these words. */
export function SendSteps({
  csrf,
  email,
  tested,
  confirmedSubscribers,
}: {
  csrf: string;
  email: string | null;
  tested: string | null;
  confirmedSubscribers: number;
}) {
  return (
    <>
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
      {tested ? (
        <form method="post" action="#done">
          <input type="hidden" name="csrf" value={csrf} />
          <p>
            It goes to the {formatCount(confirmedSubscribers)} confirmed subscribers, once each, a few a minute. It cannot be changed or
            stopped once sent.
          </p>
          <div className="checkbox">
            <input type="checkbox" id="field-checked" name="checked" value="yes" />
            <label htmlFor="field-checked">I have read the test sent at {tested}, and it is right</label>
          </div>
          <button type="submit" name="intent" value="send">
            {`Send to ${formatCount(confirmedSubscribers)} subscribers`}
          </button>
        </form>
      ) : (
        <p>Send yourself a test of these words first. Each change needs a new test.</p>
      )}
    </>
  );
}

interface Failure {
  id: number;
  state: "pending" | "dead";
  attempts: number;
  lastError: string;
  nextAttemptAt: string;
}

/** A queued issue: how its sending goes, the messages that failed (and a way to try the given-up ones again), and what was sent. */
export function SendingReport({
  csrf,
  queued,
  recipients,
  progress,
  failures,
  sentHtml,
}: {
  csrf: string;
  queued: string | null;
  recipients: number | null;
  progress: IssueProgress;
  failures: Failure[];
  sentHtml: string;
}) {
  return (
    <>
      <h2>Sending</h2>
      <p>
        Queued {queued} to {formatCount(recipients ?? 0)} confirmed subscribers.
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
          <FailureTable failures={failures} />
          {progress.dead > 0 ? (
            <form method="post" action="#done">
              <input type="hidden" name="csrf" value={csrf} />
              <p>
                Try the given-up messages again once the cause is fixed. A message given up because its instance stopped mid-send may have
                arrived: trying it again may send that person a second copy.
              </p>
              <button type="submit" name="intent" value="retry" className="button--secondary">
                Try the given-up messages again
              </button>
            </form>
          ) : null}
        </>
      )}
      <h3>What was sent</h3>
      <div className="staff-preview prose" dangerouslySetInnerHTML={{ __html: sentHtml }} />
    </>
  );
}

function FailureTable({ failures }: { failures: Failure[] }) {
  return (
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
  );
}

/** Why a step was refused: the page's one problem, with no field to link to. */
export function SendProblem({ problem }: { problem: string }) {
  return (
    <div className="error-summary" role="alert" aria-labelledby="send-problem-title" tabIndex={-1}>
      <h2 id="send-problem-title">There is a problem</h2>
      <p>{problem}</p>
    </div>
  );
}
