import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { readFormData } from "~/features/forms/form-data.server";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { EnteredNotice, EnterGrievanceForm } from "~/features/staff-grievances/enter-form";
import { enterAction, enteredCase } from "~/features/staff-grievances/enter-page.server";
import { grievanceDesk } from "~/features/staff-grievances/enter.server";
import { lagosToday } from "~/utils/lagos-time";

/**
 * A grievance that came by a 969 call, on paper, at a state office or by
 * e-mail, typed in by a grievance officer: then worked like one from the web
 * form, from the queue. After saving, this page shows its reference and,
 * once, its status code.
 */
export const meta: MetaFunction = () => staffMeta("Enter a grievance");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "grievance_officer");
  const { entered, forget } = await enteredCase(request);
  const body = { csrf: member.csrf, today: lagosToday(), desk: await grievanceDesk(member), entered };
  return forget ? data(body, { headers: { "Set-Cookie": forget, "Cache-Control": "no-store" } }) : body;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, "grievance_officer");
  const form = await readFormData(request);
  requireCsrf(member, form);
  return enterAction(member, await grievanceDesk(member), form);
}

export default function EnterGrievance() {
  const { csrf, today, desk, entered } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <StaffPage title="Enter a grievance">
      {entered ? <EnteredNotice entered={entered} /> : null}
      <p>
        <a href="/staff/grievances">Back to the grievances</a>
      </p>
      <EnterGrievanceForm key={entered?.reference ?? "new"} csrf={csrf} today={today} desk={desk} result={answer?.result} />
    </StaffPage>
  );
}
