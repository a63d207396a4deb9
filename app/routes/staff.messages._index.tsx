import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListPager } from "~/components/list-pager";
import { messagesPage } from "~/features/contact/staff-message-pages.server";
import { MessageTable } from "~/features/contact/staff-message-views";
import { requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";

export const meta: MetaFunction = () => staffMeta("Messages from the contact page");

const listHref = (page: number) => `/staff/messages${page > 1 ? `?page=${page}` : ""}#messages`;

/** Request officers answer the public's correspondence (decision 0042); the list shows no one's words or details. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "request_officer");
  return messagesPage(member, new URL(request.url).searchParams);
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
      <MessageTable messages={messages} page={page} pages={pages} />
      {pages > 1 ? <ListPager hrefFor={listHref} page={page} pages={pages} label="Pages of messages" /> : null}
    </StaffPage>
  );
}
