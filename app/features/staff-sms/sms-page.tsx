import { DoneNotice } from "~/components/done-notice";
import { StaffTable } from "~/components/staff-table";
import { GRIEVANCE_REFERENCE } from "~/features/grievances/kinds";
import type { SmsCounters } from "./counters";
import type { SmsRowText } from "./rows";
import { SmsStateCells } from "./sms-table";

/** The parts of /staff/sms: each period's counters, then the failures with a way to each case. */

export function SmsDone({ reference }: { reference: string | null }) {
  return reference ? (
    <DoneNotice id="done">{`Done: the message about ${reference} is back in the outbox, to be sent again.`}</DoneNotice>
  ) : null;
}

export function CountersSection({ periods }: { periods: readonly { name: string; label: string; counters: SmsCounters }[] }) {
  return (
    <section aria-labelledby="counters-heading">
      <h2 id="counters-heading">Counts</h2>
      <p>Messages by the month they were queued in, Lagos time. Delivered and failed are the aggregator&rsquo;s delivery reports.</p>
      <StaffTable
        labelledBy="counters-heading"
        caption="Text messages this month and last"
        head={
          <>
            <th scope="col">Month</th>
            <th scope="col">Sent</th>
            <th scope="col">Delivered</th>
            <th scope="col">Failed</th>
            <th scope="col">Capped</th>
            <th scope="col">Given up</th>
            <th scope="col">Waiting</th>
            <th scope="col">Cost</th>
          </>
        }
      >
        {periods.map(({ name, label, counters }) => (
          <tr key={name}>
            <th scope="row">{label}</th>
            <td>{counters.sent}</td>
            <td>{counters.delivered}</td>
            <td>{counters.failed}</td>
            <td>{counters.capped}</td>
            <td>{counters.dead}</td>
            <td>{counters.waiting}</td>
            <td>
              {counters.cost.length === 0
                ? "None recorded"
                : counters.cost.map((cost) => `${cost.currency} ${Number(cost.amount).toFixed(2)}`).join(", ")}
            </td>
          </tr>
        ))}
      </StaffTable>
    </section>
  );
}

export function FailuresSection({
  csrf,
  chosen,
  periods,
  failures,
  next,
  first,
  problem,
  caseHref,
}: {
  csrf: string;
  chosen: { name: string; label: string };
  periods: readonly { name: string; label: string }[];
  failures: readonly SmsRowText[];
  next: string | null;
  first: string | null;
  problem: { id: string; problem: string } | null;
  /**
   * A grievance's page in the back office. The route passes it in: staff-grievances shows a case's
   * text messages (it sits above this folder), so this folder never imports it.
   */
  caseHref: (reference: string) => string;
}) {
  return (
    <section aria-labelledby="failures-heading">
      <h2 id="failures-heading" tabIndex={-1}>{`Failures: ${chosen.label}`}</h2>
      <p>
        {periods
          .filter((period) => period.name !== chosen.name)
          .map((period) => (
            <a key={period.name} href={`/staff/sms?period=${period.name}#failures-heading`}>
              {`Show ${period.label.charAt(0).toLowerCase()}${period.label.slice(1)}`}
            </a>
          ))}
      </p>
      <p>
        Given up after their attempts, capped (the number had its day&rsquo;s messages) or reported failed, newest first. A message given up
        may be sent again if its case still has a number it may use; a capped one may not.
      </p>
      {problem ? (
        <div className="callout callout--error" role="alert" id="retry-problem" tabIndex={-1}>
          <p>{problem.problem}</p>
        </div>
      ) : null}
      {failures.length === 0 ? (
        <p>None.</p>
      ) : (
        <StaffTable
          labelledBy="failures-heading"
          caption={`Failed text messages, ${chosen.label}`}
          head={
            <>
              <th scope="col">Case</th>
              <th scope="col">Queued</th>
              <th scope="col">What</th>
              <th scope="col">State</th>
              <th scope="col">Delivery</th>
              <th scope="col">Action</th>
            </>
          }
        >
          {failures.map((sms) => (
            <tr key={sms.id}>
              <td>
                {sms.reference && GRIEVANCE_REFERENCE.test(sms.reference) ? (
                  <a href={caseHref(sms.reference)} className="staff-reference">
                    {sms.reference}
                  </a>
                ) : (
                  (sms.reference ?? "None")
                )}
              </td>
              <td>{sms.created}</td>
              <td>{sms.what}</td>
              <SmsStateCells sms={sms} />
              <td>
                {sms.mayRetry ? (
                  <form method="post" action="/staff/sms#retry-problem">
                    <input type="hidden" name="csrf" value={csrf} />
                    <input type="hidden" name="id" value={sms.id} />
                    <button type="submit" name="intent" value="retry" className="button--secondary">
                      Retry<span className="visually-hidden">{` the message about ${sms.reference ?? "no case"}`}</span>
                    </button>
                  </form>
                ) : sms.dead ? (
                  "No number to send to"
                ) : (
                  "None"
                )}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      {first || next ? (
        <nav aria-label="Failures pages">
          {first ? <a href={first}>Newest failures</a> : null}
          {first && next ? " " : null}
          {next ? <a href={next}>Older failures</a> : null}
        </nav>
      ) : null}
    </section>
  );
}
