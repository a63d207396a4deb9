import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListPager } from "~/components/list-pager";
import { ScrollRegion } from "~/components/scroll-region";
import { MESSAGE_KIND_LABELS } from "~/content/contact-page";
import { messageList, MESSAGES_PAGE_SIZE } from "~/features/contact/staff-messages.server";
import { readRetentionPeriods } from "~/features/privacy/retention.server";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { lagosTimeText } from "~/utils/lagos-time";

export const meta: MetaFunction = () => staffMeta("Messages from the contact page");

const listHref = (page: number) => `/staff/messages${page > 1 ? `?page=${page}` : ""}#messages`;

/** Request officers answer the public's correspondence (decision 0042); the list shows no one's words or details. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "request_officer");
  const asked = Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10);
  const page = Math.max(1, Math.min(10_000, asked || 1));
  const [{ messages, total }, retention] = await Promise.all([messageList(member, page), readRetentionPeriods()]);
  return {
    keptDays: retention.contactMessageDays,
    page,
    pages: Math.max(1, Math.ceil(total / MESSAGES_PAGE_SIZE)),
    total,
    messages: messages.map((entry) => ({
      reference: entry.reference,
      kind: MESSAGE_KIND_LABELS[entry.kind],
      received: lagosTimeText(entry.receivedAt),
      reply: entry.hasReplyTo,
    })),
  };
}

export default function StaffMessages() {
  const { page, pages, total, messages, keptDays } = useLoaderData<typeof loader>();
  return (
    <StaffPage title="Messages from the contact page">
      <p>
        Problems with pages and questions sent from the site&rsquo;s Contact us page, newest first. Opening a message records, under your
        name, that you read it. Each message is deleted {keptDays} days after it arrives.
      </p>
      <h2 id="messages" tabIndex={-1}>
        {total} message{total === 1 ? "" : "s"}
      </h2>
      {messages.length === 0 ? (
        <p>No messages.</p>
      ) : (
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
                    <a href={`/staff/messages/${entry.reference}`}>{entry.reference}</a>
                  </td>
                  <td>{entry.kind}</td>
                  <td>{entry.received}</td>
                  <td>{entry.reply ? "Yes, by e-mail" : "No address given"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {pages > 1 ? <ListPager hrefFor={listHref} page={page} pages={pages} label="Pages of messages" /> : null}
    </StaffPage>
  );
}
