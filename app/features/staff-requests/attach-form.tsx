import { ErrorSummary, InputField, summaryOf } from "~/components/form-fields";
import { DESCRIPTION_MAX } from "./attachment";

/** The form that attaches a scan or a signed agreement to a request, with what was wrong last time. */
export function AttachForm({ csrf, problems, description }: { csrf: string; problems: Record<string, string>; description: string }) {
  const summary = summaryOf(problems);
  return (
    <>
      <ErrorSummary errors={summary} />
      <p>
        A scanned form or letter, or a signed data-sharing agreement: a PDF, or a photo of the page. Only request officers can open it, and
        it is erased with the request&rsquo;s details.
      </p>
      <form method="post" encType="multipart/form-data">
        <input type="hidden" name="csrf" value={csrf} />
        <InputField
          id="field-description"
          label="What it is"
          hint="For example, the signed data-sharing agreement."
          error={problems.description}
          name="description"
          maxLength={DESCRIPTION_MAX}
          defaultValue={description}
        />
        <InputField
          id="field-file"
          label="The file"
          hint="A PDF, JPEG or PNG, up to 20 MB."
          error={problems.file}
          name="file"
          type="file"
          accept="application/pdf,image/jpeg,image/png"
        />
        <button type="submit">Attach</button>
      </form>
    </>
  );
}
