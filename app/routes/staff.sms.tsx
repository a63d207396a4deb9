import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { readFormData } from "~/features/forms/form-data.server";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { grievanceCaseHref } from "~/features/staff-grievances/paths";
import { smsAction, smsPage, type SmsAnswer } from "~/features/staff-sms/sms-page.server";
import { CountersSection, FailuresSection, SmsDone } from "~/features/staff-sms/sms-page";

export const meta: MetaFunction = () => staffMeta("Text messages");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, ["grievance_officer", "admin"]);
  return smsPage(member, request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, ["grievance_officer", "admin"]);
  const form = await readFormData(request);
  requireCsrf(member, form);
  return smsAction(member, form);
}

export default function SmsPage() {
  const page = useLoaderData<typeof loader>();
  const answer: SmsAnswer | undefined = useActionData<typeof action>();
  return (
    <StaffPage title="Text messages">
      <p>What the site sent by SMS, how it went and what it cost. No number and no message&rsquo;s words are shown here.</p>
      <SmsDone reference={page.done} />
      <CountersSection periods={page.periods} />
      <FailuresSection
        csrf={page.csrf}
        chosen={page.chosen}
        periods={page.periods}
        failures={page.failures}
        next={page.next}
        first={page.first}
        problem={answer ?? null}
        caseHref={grievanceCaseHref}
      />
    </StaffPage>
  );
}
