import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { messagePage } from "~/features/contact/staff-message-pages.server";
import { MessageFacts } from "~/features/contact/staff-message-views";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data ? `Message ${data.reference}` : "Message");

/** One message, to a request officer: the read is recorded under their name before the words are sent. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "request_officer");
  return messagePage(member, params.reference ?? "");
}

export default function StaffMessage() {
  const message = useLoaderData<typeof loader>();
  return (
    <StaffPage title={`Message ${message.reference}`}>
      <p>
        <a href="/staff/messages">All messages</a>
      </p>
      <MessageFacts message={message} />
      <h2>Message</h2>
      <p className="staff-letter">{message.message}</p>
      <p className="hint">Your reading of this message is recorded under your name ({message.reader}).</p>
    </StaffPage>
  );
}
