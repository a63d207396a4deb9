import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { describedBy, ErrorSummary, FormError, Field, type SummaryError } from "~/components/form-fields";
import { formText } from "~/features/forms/form-data.server";
import { RequestFields } from "~/features/requests/request-fields";
import { dataAccessRequestSchema } from "~/features/requests/schema.server";
import { requireCsrf, requireStaff } from "~/features/staff-auth/session.server";
import { StaffPage, staffMeta } from "~/features/staff-auth/staff-frame";
import { enterRequest, ENTERED_CHANNELS, type EnteredChannel } from "~/features/staff-requests/enter.server";
import { writeEnteredCode } from "~/features/staff-requests/entered-code.server";
import { moveProblem } from "~/features/staff-requests/refusals.server";
import { checkScan, readFormWithFile, ScanRefused, type Scan } from "~/features/staff-requests/scan.server";
import { lagosToday, parseLagosTime } from "~/utils/lagos-time";

/**
 * A request that came on paper (the printable form, posted or handed in) or
 * by e-mail, typed in by a request officer with its scan attached. It then
 * follows the same workflow as one from the web form: the same letters, if
 * it gives an address, and the same statistics, under its own channel.
 */
export const meta: MetaFunction = () => staffMeta("Enter a paper or e-mailed request");

const FORM_ID = "dar";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireStaff(request, context, "request_officer");
  return { csrf: member.csrf, today: lagosToday() };
}

const CHANNEL_LABELS: Record<EnteredChannel, string> = { paper: "On paper (posted or handed in)", "e-mail": "By e-mail" };

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireStaff(request, context, "request_officer");
  const form = await readFormWithFile(request);
  if (!form) return data({ result: null, tooLarge: true }, { status: 413 });
  requireCsrf(member, form);
  const submission = parseWithZod(form, { schema: dataAccessRequestSchema });
  const fieldErrors: Record<string, string[]> = {};
  const channel = formText(form, "channel");
  if (!(ENTERED_CHANNELS as readonly string[]).includes(channel)) fieldErrors.channel = ["Choose how the request came"];
  const receivedText = formText(form, "receivedOn").trim();
  const received = /^\d{4}-\d{2}-\d{2}$/.test(receivedText) ? parseLagosTime(receivedText) : "invalid";
  if (!(received instanceof Date)) fieldErrors.receivedOn = ["Enter the day it reached the office, as 2026-11-25"];
  else if (receivedText > lagosToday()) fieldErrors.receivedOn = ["The day it reached the office cannot be in the future"];
  const file = form.get("scan");
  let scan: Scan | null = null;
  if (file instanceof File && file.size > 0) {
    try {
      scan = await checkScan(file);
    } catch (error) {
      if (!(error instanceof ScanRefused)) throw error;
      fieldErrors.scan = [error.message];
    }
  } else fieldErrors.scan = ["Attach the scanned form or e-mail, as a PDF or a photo of the page"];
  if (submission.status !== "success" || Object.keys(fieldErrors).length > 0) {
    // The file is not sent back to the browser: say so, so that it is chosen again.
    if (!fieldErrors.scan && scan) fieldErrors.scan = ["Choose the file again: a form with problems does not keep it"];
    return data({ result: submission.reply({ fieldErrors }), tooLarge: false }, { status: 400 });
  }
  try {
    const { reference, statusCode } = await enterRequest(member, submission.value, channel as EnteredChannel, receivedText, scan!);
    return redirect(`/staff/requests/${reference}?done=entered#done`, {
      status: 303,
      headers: { "Set-Cookie": await writeEnteredCode(reference, statusCode) },
    });
  } catch (error) {
    const problem = moveProblem(error);
    if (!problem) throw error;
    return data({ result: submission.reply({ formErrors: [problem.message] }), tooLarge: false }, { status: problem.status });
  }
}

export default function EnterRequest() {
  const { csrf, today } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form] = useForm({ id: FORM_ID, lastResult: answer?.result ?? undefined, defaultValue: { receivedOn: today, channel: "paper" } });
  const fieldset = form.getFieldset() as unknown as Record<string, FieldMetadata<string | undefined>>;
  const channel = fieldset.channel!;
  const receivedOn = fieldset.receivedOn!;
  const scan = fieldset.scan!;
  const summary: SummaryError[] = answer?.tooLarge
    ? [{ id: scan.id, message: "The file is larger than 20 MB. Scan it at a lower resolution." }]
    : Object.entries(form.allErrors)
        .filter(([name]) => name !== "")
        .map(([name, messages]) => ({ id: `${FORM_ID}-${name}`, message: messages[0] ?? "" }));
  return (
    <StaffPage title="Enter a paper or e-mailed request">
      <p>
        <a href="/staff/requests">Back to the queue</a>
      </p>
      <FormError errors={form.errors} />
      <ErrorSummary errors={summary} />
      <p>
        Type in the request as the requester wrote it. If it gives an e-mail address, the requester is sent the same acknowledgement as from
        the website, with the code for its status page.
      </p>
      <form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate className="dar">
        <input type="hidden" name="csrf" value={csrf} />
        <fieldset
          className={channel.errors ? "field field--error" : "field"}
          aria-describedby={channel.errors ? channel.errorId : undefined}
        >
          <legend>How it came</legend>
          {channel.errors ? (
            <p className="field__error" id={channel.errorId}>
              <span className="visually-hidden">Error: </span>
              {channel.errors[0]}
            </p>
          ) : null}
          {ENTERED_CHANNELS.map((value, index) => (
            <div className="checkbox" key={value}>
              <input
                type="radio"
                name={channel.name}
                value={value}
                id={index === 0 ? channel.id : `${channel.id}-${value}`}
                defaultChecked={(channel.initialValue ?? "paper") === value}
              />
              <label htmlFor={index === 0 ? channel.id : `${channel.id}-${value}`}>{CHANNEL_LABELS[value]}</label>
            </div>
          ))}
        </fieldset>
        <Field
          id={receivedOn.id}
          label="The day it reached the office"
          hint="As 2026-11-25. Its age counts from this day."
          error={receivedOn.errors?.[0]}
          required
        >
          <input
            id={receivedOn.id}
            name={receivedOn.name}
            defaultValue={receivedOn.initialValue ?? today}
            inputMode="numeric"
            aria-describedby={describedBy(receivedOn.id, true, receivedOn.errors)}
          />
        </Field>
        <Field
          id={scan.id}
          label="The scanned form or e-mail"
          hint="A PDF, or a photo of each page (JPEG or PNG), up to 20 MB. Attach more pages from the request's page."
          error={answer?.tooLarge ? "The file is larger than 20 MB. Scan it at a lower resolution." : scan.errors?.[0]}
          required
        >
          <input
            id={scan.id}
            name={scan.name}
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            aria-describedby={describedBy(scan.id, true, scan.errors ?? answer?.tooLarge)}
          />
        </Field>
        <RequestFields fieldset={fieldset} />
        <button type="submit">Enter the request</button>
      </form>
    </StaffPage>
  );
}
