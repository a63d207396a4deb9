import { ScrollRegion } from "~/components/scroll-region";

/** The back office's views of readers' messages: the list (no one's words) and one message. */

export interface MessageRow {
  reference: string;
  kind: string;
  received: string;
  reply: boolean;
}

export function MessageTable({ messages, page, pages }: { messages: readonly MessageRow[]; page: number; pages: number }) {
  if (messages.length === 0) return <p>No messages.</p>;
  return (
    <ScrollRegion labelledBy="messages-caption">
      <table className="staff-table">
        <caption id="messages-caption" className="visually-hidden">
          Messages, page {page} of {pages}
        </caption>
        <thead>
          <tr>
            <th scope="col">Reference</th>
            <th scope="col">About</th>
            <th scope="col">Received (Lagos time)</th>
            <th scope="col">Reply wanted</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((entry) => (
            <tr key={entry.reference}>
              <td>
                <a href={`/staff/messages/${entry.reference}`} className="staff-reference">
                  {entry.reference}
                </a>
              </td>
              <td>{entry.kind}</td>
              <td>{entry.received}</td>
              <td>{entry.reply ? "Yes, by e-mail" : "No address given"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** One message's facts: what it is about, when, from whom, and how to answer it. */
export function MessageFacts({
  message,
}: {
  message: { reference: string; kind: string; received: string; page: string | null; name: string | null; replyTo: string | null };
}) {
  return (
    <dl className="summary-list">
      <dt>About</dt>
      <dd>{message.kind}</dd>
      <dt>Received (Lagos time)</dt>
      <dd>{message.received}</dd>
      {message.page ? (
        <>
          <dt>Page</dt>
          <dd>{message.page}</dd>
        </>
      ) : null}
      <dt>From</dt>
      <dd>{message.name ?? "No name given"}</dd>
      <dt>Reply to</dt>
      <dd>
        {message.replyTo ? (
          <a href={`mailto:${message.replyTo}?subject=${encodeURIComponent(`Your message ${message.reference}`)}`}>{message.replyTo}</a>
        ) : (
          "No address given: no reply is possible"
        )}
      </dd>
    </dl>
  );
}
