import { describedBy, ErrorSummary, Field, InputField, summaryOf } from "~/components/form-fields";
import { FileProblemsList } from "~/components/file-problems";
import { SOURCE_MAX, type FileProblems, type UploadEntries, type UploadProblems } from "../upload-form";

/** The office's file, where its figures come from and the day they describe; a refused file's problems listed under it. */
export function UploadForm({
  csrf,
  entries,
  problems,
  fileProblems,
}: {
  csrf: string;
  entries: UploadEntries;
  problems: UploadProblems;
  fileProblems: FileProblems | null;
}) {
  const summary = summaryOf(problems);
  return (
    <>
      <h2>Upload the office&rsquo;s file</h2>
      <p>
        A CSV file with the columns STATE, LGA, HOUSEHOLDS, INDIVIDUALS, MALE and FEMALE, one row per LGA; a row with STATE and LGA left
        blank is the national total, and must equal the sum of the LGA rows. Each state and LGA must be on the register&rsquo;s list: the 36
        states and the FCT, and their 774 LGAs and any an administrator has added since, in any case and with any spaces or hyphens. The
        whole file is checked first, every problem listed with its row, and you see what it would change before anything is published.
      </p>
      <ErrorSummary errors={summary} />
      <form method="post" encType="multipart/form-data" noValidate>
        <input type="hidden" name="csrf" value={csrf} />
        <InputField id="field-file" label="The LGA summary file" error={problems.file} type="file" name="file" accept=".csv,text/csv" />
        {fileProblems ? <FileProblemsList listed={fileProblems.listed} more={fileProblems.more} /> : null}
        <Field
          id="field-source"
          label="Where the figures come from"
          hint={<>Shown under the table, such as &ldquo;National Social Register, NASSCO&rdquo;.</>}
          error={problems.source}
        >
          <input
            id="field-source"
            name="source"
            defaultValue={entries.source}
            maxLength={SOURCE_MAX}
            aria-describedby={describedBy("field-source", true, problems.source)}
          />
        </Field>
        <InputField
          id="field-as_at"
          label="The date the figures describe"
          hint="As 2026-10-31."
          error={problems.as_at}
          name="as_at"
          defaultValue={entries.as_at}
        />
        <button type="submit">Check the file</button>
      </form>
    </>
  );
}
