import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { ChoiceList, describedBy, ErrorSummary, FormError, Field, type SummaryError } from "~/components/form-fields";
import { RequestFields } from "~/features/requests/request-fields";
import { SCAN_TOO_LARGE } from "./attachment";
import { CHANNEL_LABELS, ENTERED_CHANNELS } from "./entry";

const FORM_ID = "dar";

/** How it came: on paper or by e-mail. */
function ChannelField({ channel }: { channel: FieldMetadata<string | undefined> }) {
  return (
    <ChoiceList
      type="radio"
      name={channel.name}
      id={channel.id}
      legend="How it came"
      error={channel.errors?.[0]}
      choices={ENTERED_CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] }))}
      checked={(value) => (channel.initialValue ?? "paper") === value}
    />
  );
}

/**
 * The form an officer types a paper or e-mailed request into: how and when it
 * came, its scan, then the web form's own fields. The scan is never sent back,
 * so a refused form asks for it again.
 */
export function EnterRequestForm({
  csrf,
  today,
  phone,
  answer,
}: {
  csrf: string;
  today: string;
  /** Whether the request may give a phone number for an SMS with its reference (requestPhoneOffered). */
  phone: boolean;
  answer: { result: SubmissionResult<string[]> | null; tooLarge: boolean } | undefined;
}) {
  const [form] = useForm({ id: FORM_ID, lastResult: answer?.result ?? undefined, defaultValue: { receivedOn: today, channel: "paper" } });
  const fieldset = form.getFieldset() as unknown as Record<string, FieldMetadata<string | undefined>>;
  const receivedOn = fieldset.receivedOn!;
  const scan = fieldset.scan!;
  const summary: SummaryError[] = answer?.tooLarge
    ? [{ id: scan.id, message: SCAN_TOO_LARGE }]
    : Object.entries(form.allErrors)
        .filter(([name]) => name !== "")
        .map(([name, messages]) => ({ id: `${FORM_ID}-${name}`, message: messages[0] ?? "" }));
  return (
    <>
      <FormError errors={form.errors} />
      <ErrorSummary errors={summary} />
      <p>
        Type in the request as the requester wrote it. If it gives an e-mail address, the requester is sent the same acknowledgement as from
        the website, with the code for its status page{phone ? "; if it gives a phone number, its reference by SMS" : ""}.
      </p>
      <form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate className="dar">
        <input type="hidden" name="csrf" value={csrf} />
        <ChannelField channel={fieldset.channel!} />
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
          error={answer?.tooLarge ? SCAN_TOO_LARGE : scan.errors?.[0]}
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
        <RequestFields fieldset={fieldset} phone={phone} />
        <button type="submit">Enter the request</button>
      </form>
    </>
  );
}
