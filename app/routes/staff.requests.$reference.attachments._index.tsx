import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { describedBy, ErrorSummary, Field } from "~/components/form-fields";
import { formText } from "~/features/forms/form-data.server";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { moveProblem } from "~/features/staff-requests/refusals.server";
import { attachFile, requestFile } from "~/features/staff-requests/requests.server";
import { checkScan, readFormWithFile, ScanRefused } from "~/features/staff-requests/scan.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(data ? `Attach a file to ${data.reference}` : "Attach a file");

const DESCRIPTION_MAX = 200;

function referenceOf(params: { reference?: string }): string {
  const reference = params.reference ?? "";
  if (!/^DAR-\d{4}-\d{6}$/.test(reference)) throw new Response("There is no such request.", { status: 404 });
  return reference;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "request_officer");
  const reference = referenceOf(params);
  const file = await requestFile(member, reference);
  if (!file) throw new Response("There is no such request.", { status: 404 });
  if (file.request.erased) throw new Response("This request's details were erased: nothing more can be attached.", { status: 410 });
  return { reference, csrf: member.csrf };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, "request_officer");
  const reference = referenceOf(params);
  const form = await readFormWithFile(request);
  if (!form)
    return data({ problems: { file: "The file is larger than 20 MB. Scan it at a lower resolution." }, description: "" }, { status: 413 });
  requireCsrf(member, form);
  const description = formText(form, "description").trim();
  const problems: Record<string, string> = {};
  if (description.length > DESCRIPTION_MAX) problems.description = `Describe it in ${DESCRIPTION_MAX} characters or fewer`;
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) problems.file = "Choose the file to attach";
  if (Object.keys(problems).length > 0) return data({ problems, description }, { status: 400 });
  try {
    const scan = await checkScan(file as File);
    await attachFile(member, reference, { ...scan, description });
  } catch (error) {
    if (error instanceof ScanRefused) return data({ problems: { file: error.message }, description }, { status: error.status });
    const problem = moveProblem(error);
    if (!problem) throw error;
    return data({ problems: { file: problem.message }, description }, { status: problem.status });
  }
  return redirect(`/staff/requests/${reference}#attachments-heading`, 303);
}

export default function AttachFile() {
  const { reference, csrf } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const problems: Record<string, string> = refused?.problems ?? {};
  const summary = Object.entries(problems).map(([name, message]) => ({ id: `field-${name}`, message }));
  return (
    <StaffPage title={`Attach a file to ${reference}`}>
      <p>
        <a href={`/staff/requests/${reference}`}>Back to the request</a>
      </p>
      <ErrorSummary errors={summary} />
      <p>
        A scanned form or letter, or a signed data-sharing agreement: a PDF, or a photo of the page. Only request officers can open it, and
        it is erased with the request&rsquo;s details.
      </p>
      <form method="post" encType="multipart/form-data">
        <input type="hidden" name="csrf" value={csrf} />
        <Field
          id="field-description"
          label="What it is"
          hint="For example, the signed data-sharing agreement."
          error={problems.description}
        >
          <input
            id="field-description"
            name="description"
            maxLength={DESCRIPTION_MAX}
            defaultValue={refused?.description ?? ""}
            aria-describedby={describedBy("field-description", true, problems.description)}
          />
        </Field>
        <Field id="field-file" label="The file" hint="A PDF, JPEG or PNG, up to 20 MB." error={problems.file}>
          <input
            id="field-file"
            name="file"
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            aria-describedby={describedBy("field-file", true, problems.file)}
          />
        </Field>
        <button type="submit">Attach</button>
      </form>
    </StaffPage>
  );
}
