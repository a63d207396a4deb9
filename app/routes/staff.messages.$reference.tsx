import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MESSAGE_KIND_LABELS } from "~/content/contact-page";
import { readMessage } from "~/features/contact/staff-messages.server";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { lagosTimeText } from "~/utils/lagos-time";
import { databaseErrorCode } from "../../server/database/plain-error";

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data ? `Message ${data.reference}` : "Message");

const NOT_FOUND = "There is no such message. It may have been deleted after its retention period.";

/** One message, to a request officer: the read is recorded under their name before the words are sent. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "request_officer");
  const reference = params.reference ?? "";
  if (!/^MSG-\d{4}-\d{6}$/.test(reference)) throw new Response(NOT_FOUND, { status: 404 });
  try {
    const message = await readMessage(member, reference);
    if (!message) throw new Response(NOT_FOUND, { status: 404 });
    return {
      reference: message.reference,
      kind: MESSAGE_KIND_LABELS[message.kind],
      page: message.page,
      message: message.message,
      name: message.name,
      replyTo: message.replyTo,
      received: lagosTimeText(message.receivedAt),
      reader: member.name,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    // no_data_found: no message has this reference (any more).
    if (databaseErrorCode(error) === "P0002") throw new Response(NOT_FOUND, { status: 404 });
    throw error;
  }
}

export default function StaffMessage() {
  const message = useLoaderData<typeof loader>();
  return (
    <StaffPage title={`Message ${message.reference}`}>
      <p>
        <a href="/staff/messages">All messages</a>
      </p>
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
      <h2>Message</h2>
      <p className="staff-letter">{message.message}</p>
      <p className="hint">Your reading of this message is recorded under your name ({message.reader}).</p>
    </StaffPage>
  );
}
