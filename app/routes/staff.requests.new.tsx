import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { EnterRequestForm } from "~/features/staff-requests/enter-form";
import { enterAction } from "~/features/staff-requests/enter-page.server";
import { readFormWithFile } from "~/features/staff-requests/scan.server";
import { lagosToday } from "~/utils/lagos-time";
import { requestPhoneOffered } from "~/features/requests/phone.server";

/**
 * A request that came on paper (the printable form, posted or handed in) or
 * by e-mail, typed in by a request officer with its scan attached. It then
 * follows the same workflow as one from the web form: the same letters, if
 * it gives an address, and the same statistics, under its own channel.
 */
export const meta: MetaFunction = () => staffMeta("Enter a paper or e-mailed request");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "request_officer");
  return { csrf: member.csrf, today: lagosToday(), phone: requestPhoneOffered() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, "request_officer");
  const form = await readFormWithFile(request);
  if (form) requireCsrf(member, form);
  return enterAction(member, form);
}

export default function EnterRequest() {
  const { csrf, today, phone } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <StaffPage title="Enter a paper or e-mailed request">
      <p>
        <a href="/staff/requests">Back to the queue</a>
      </p>
      <EnterRequestForm csrf={csrf} today={today} phone={phone} answer={answer} />
    </StaffPage>
  );
}
