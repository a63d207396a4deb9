import { StaffTable } from "~/components/staff-table";
import type { SmsRowText } from "./rows";

/**
 * The text messages of one case, for its page: when, what (the kind in plain
 * words, never the text), how far it got, its delivery report, parts and cost.
 */
export function SmsSection({ messages }: { messages: readonly SmsRowText[] }) {
  return (
    <section aria-labelledby="sms-heading">
      <h2 id="sms-heading">Text messages</h2>
      {messages.length === 0 ? (
        <p>No text message has been queued about this case.</p>
      ) : (
        <>
          {/* Not "what went to the phone": a message may still be waiting, or was capped or given up. */}
          <p>
            Every text message queued about this case, and how far each got: sent, waiting or not sent. The number and the words are not
            shown: the words are the template&rsquo;s.
          </p>
          <StaffTable
            labelledBy="sms-heading"
            caption="Text messages about this case"
            head={
              <>
                <th scope="col">Sent when</th>
                <th scope="col">What</th>
                <th scope="col">State</th>
                <th scope="col">Delivery</th>
                <th scope="col">Parts</th>
                <th scope="col">Cost</th>
              </>
            }
          >
            {messages.map((sms) => (
              <tr key={sms.id}>
                <td>{sms.sent}</td>
                <td>{sms.what}</td>
                <SmsStateCells sms={sms} />
                <td>{sms.parts}</td>
                <td>{sms.cost}</td>
              </tr>
            ))}
          </StaffTable>
        </>
      )}
    </section>
  );
}

/** A message's state (with its last error) and its delivery report: two cells, as both tables show them. */
export function SmsStateCells({ sms }: { sms: Pick<SmsRowText, "state" | "error" | "delivery"> }) {
  return (
    <>
      <td>
        {sms.state}
        {sms.error ? <span className="hint">{` Last error: ${sms.error}`}</span> : null}
      </td>
      <td>{sms.delivery}</td>
    </>
  );
}
