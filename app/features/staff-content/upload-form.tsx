import { ErrorSummary, InputField } from "~/components/form-fields";
import { KeptField } from "./kept-field";
import { summaryOf, type Problems } from "~/components/form-fields";
import { ALT_MAX } from "./uploads";

/** The Files page's form: a photo or a PDF, and what the photo shows, with the problems of a refused one above it. */
export function UploadForm({ csrf, problems, alt }: { csrf: string; problems: Problems; alt: string }) {
  return (
    <>
      <h2>Upload a photo or a PDF</h2>
      <p>
        Photos (JPEG, PNG or WebP) are made into the sizes readers&rsquo; phones and computers need, each small enough for a slow
        connection, and their camera details (such as where they were taken) are removed. PDFs are kept as they are. The most a file may be
        is 20 MB.
      </p>
      <ErrorSummary errors={summaryOf(problems)} />
      <form method="post" encType="multipart/form-data" noValidate>
        <input type="hidden" name="csrf" value={csrf} />
        <InputField
          id="field-file"
          label="The file"
          error={problems.file}
          type="file"
          name="file"
          accept="image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf"
        />
        <KeptField
          name="alt"
          label="What the photo shows"
          hint="Needed for a photo: one sentence for readers who cannot see it, such as “Enumerators register households in Kano”. Leave empty for a PDF."
          error={problems.alt}
          value={alt}
          rows={2}
          maxLength={ALT_MAX}
          spellCheck
        />
        <button type="submit">Upload</button>
      </form>
    </>
  );
}
