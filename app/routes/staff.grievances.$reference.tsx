import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary, summaryOf } from "~/components/form-fields";
import { readFormData } from "~/features/forms/form-data.server";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { AssignSection } from "~/features/cases/assign-section";
import { LettersSection } from "~/features/cases/letters-section";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { caseAction, casePage, grievanceReference, type CaseAnswer } from "~/features/staff-grievances/case-page.server";
import * as Part from "~/features/staff-grievances/case-page";
import { ReplySection, ResolveSection } from "~/features/staff-grievances/letter-sections";
import { PlaceSection, StatusSection } from "~/features/staff-grievances/status-sections";
import { SmsSection } from "~/features/staff-sms/sms-table";

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data ? `Grievance ${data.reference}` : "Grievance");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "grievance_officer");
  return casePage(member, request, grievanceReference(params));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, "grievance_officer");
  const reference = grievanceReference(params);
  const form = await readFormData(request);
  requireCsrf(member, form);
  return caseAction(member, reference, form);
}

export default function GrievancePage() {
  const page = useLoaderData<typeof loader>();
  const answer: CaseAnswer | undefined = useActionData<typeof action>();
  const entries = answer && "entries" in answer ? answer.entries : null;
  const sent = answer && "form" in answer ? answer.form : null;
  // Each form shows its own problems and entries alone: a note's problem is not the reply's.
  const problems = answer && "problems" in answer ? answer.problems : {};
  const own = (form: string) => (sent === form ? problems : {});
  const preview = answer && "preview" in answer ? answer.preview : null;
  return (
    <StaffPage title={`Grievance ${page.reference}`}>
      <p>
        <a href="/staff/grievances">Back to the queue</a>
      </p>
      <Part.CaseDone done={page.saved} />
      <ErrorSummary errors={summaryOf(problems)} />
      <Part.CaseFacts page={page} />
      {page.placeable ? (
        <PlaceSection csrf={page.csrf} entries={sent === "place" && entries ? entries : { state: "", lga: "" }} problems={own("place")} />
      ) : null}
      <Part.DescriptionSection description={page.description} />
      <Part.ContactSection
        anonymous={page.anonymous}
        erased={page.erased}
        contact={answer && "contact" in answer ? answer.contact : null}
        csrf={page.csrf}
      />
      {page.open ? (
        <>
          <AssignSection
            csrf={page.csrf}
            me={page.me}
            assignee={page.assignee}
            chosen={sent === "assign" ? entries!.assignee : (page.assignee ?? "")}
            officers={page.officers}
            problem={own("assign").assignee}
          />
          <StatusSection
            csrf={page.csrf}
            moves={page.moves}
            national={page.national}
            problem={own("move").status}
            escalateProblem={own("escalate").escalate}
          />
        </>
      ) : null}
      <Part.NoteSection csrf={page.csrf} note={sent === "note" ? entries!.note : ""} problem={own("note").note} />
      {page.open ? (
        <>
          <ReplySection
            csrf={page.csrf}
            reply={sent === "reply" ? entries!.reply : ""}
            problem={own("reply").reply}
            preview={sent === "reply" ? preview : null}
            letterGoes={page.letterGoes}
          />
          <ResolveSection
            csrf={page.csrf}
            entries={sent === "resolve" && entries ? entries : { resolution: "", closing: "" }}
            problems={own("resolve")}
            preview={sent === "resolve" ? preview : null}
            letterGoes={page.letterGoes}
          />
        </>
      ) : null}
      <LettersSection letters={page.letters} />
      <SmsSection messages={page.sms} />
      <Part.HistorySection events={page.events} />
    </StaffPage>
  );
}
