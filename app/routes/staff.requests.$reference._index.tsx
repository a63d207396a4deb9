import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary, summaryOf } from "~/components/form-fields";
import { readFormData } from "~/features/forms/form-data.server";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { AssignSection } from "~/features/cases/assign-section";
import { LettersSection } from "~/features/cases/letters-section";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { MoveForm } from "~/features/staff-requests/move-form";
import { requestAction, requestPage, requestReference, type RequestAnswer } from "~/features/staff-requests/request-page.server";
import * as Part from "~/features/staff-requests/request-page";
import { isDecided } from "~/features/staff-requests/request-words";

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data ? `Request ${data.reference}` : "Request");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "request_officer");
  return requestPage(member, request, requestReference(params));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, "request_officer");
  const reference = requestReference(params);
  const form = await readFormData(request);
  requireCsrf(member, form);
  return requestAction(member, reference, form);
}

export default function RequestPage() {
  const page = useLoaderData<typeof loader>();
  const answer: RequestAnswer | undefined = useActionData<typeof action>();
  const refused = answer && "problems" in answer ? answer : null;
  const problems = refused?.problems ?? {};
  const summary = summaryOf(problems);
  return (
    <StaffPage title={`Request ${page.reference}`}>
      <p>
        <a href="/staff/requests">Back to the queue</a>
      </p>
      <Part.RequestDone done={page.saved} />
      <Part.EnteredCode code={page.enteredCode} hasEmail={page.hasEmail} statusPage={page.statusPage} />
      <ErrorSummary errors={summary} />
      <Part.RequestFacts page={page} />
      <Part.ContactSection erased={page.erased} contact={answer && "contact" in answer ? answer.contact : null} csrf={page.csrf} />
      {isDecided(page.status) ? null : (
        <AssignSection
          csrf={page.csrf}
          me={page.me}
          assignee={page.assignee}
          chosen={refused?.entries.assignee ?? page.assignee ?? ""}
          officers={page.officers}
          problem={problems.assignee}
        />
      )}
      {page.moves.length > 0 ? (
        <MoveForm
          reference={page.reference}
          csrf={page.csrf}
          moves={page.moves}
          hasEmail={page.hasEmail}
          entries={refused && refused.entries.status !== "" ? refused.entries : null}
          problems={problems}
          preview={answer && "preview" in answer ? answer.preview : null}
        />
      ) : null}
      <Part.SentSection erased={page.erased} rows={page.rows} />
      <Part.AttachmentsSection reference={page.reference} erased={page.erased} attachments={page.attachments} />
      <LettersSection letters={page.letters} />
      <Part.HistorySection history={page.history} />
    </StaffPage>
  );
}
