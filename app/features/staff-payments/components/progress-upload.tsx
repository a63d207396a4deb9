import { describedBy, ErrorSummary, Field, InputField, summaryOf } from "~/components/form-fields";
import { FileProblemsList } from "~/components/file-problems";
import { SOURCE_NAMES } from "~/features/payments/payment-window";
import { cycleKey, cycleWords, percentPaid, type Cycle } from "~/features/payments/progress";
import { en } from "~/i18n/messages/en";
import { formatCount } from "~/utils/format";
import { lagosTimeText } from "~/utils/lagos-time";
import { PROGRESS_COLUMNS } from "../progress-file";
import type { ProgressEntries, ProgressProblems } from "../progress-form";
import type { ProgressPreview } from "../progress-file.server";

const cycleName = (cycle: Cycle) => cycleWords(cycle, en.payments);
const counts = (due: number, paid: number) => `${formatCount(paid)} of ${formatCount(due)} paid (${percentPaid({ due, paid })}%)`;

/** The office's progress file, the cycle it is for, the time it describes and who reported it; a refused file's problems under it. */
export function ProgressUploadForm({
  csrf,
  cycles,
  entries,
  problems,
  fileProblems,
}: {
  csrf: string;
  cycles: Cycle[];
  entries: ProgressEntries;
  problems: ProgressProblems;
  fileProblems: { listed: string[]; more: number } | null;
}) {
  return (
    <>
      <h2>Upload the progress of a cycle</h2>
      <p>
        {`A CSV file with the columns ${PROGRESS_COLUMNS.join(", ")}, one row an LGA: the households due to be paid in the cycle, and how many have been paid so far. Counts only: never a name or a number of a person. Each LGA must be named by a published window of the cycle. The whole file is checked first, every problem listed with its row, and you see what it would change before anything is published. A later file replaces the figures of the LGAs it gives.`}
      </p>
      <ErrorSummary errors={summaryOf(problems)} />
      {cycles.length === 0 ? (
        <p>No payment window is published yet, so there is no cycle to report on.</p>
      ) : (
        <form method="post" encType="multipart/form-data" noValidate>
          <input type="hidden" name="csrf" value={csrf} />
          <Field id="field-cycle" label="The cycle" error={problems.cycle}>
            <select
              id="field-cycle"
              name="cycle"
              defaultValue={entries.cycle}
              aria-describedby={describedBy("field-cycle", false, problems.cycle)}
            >
              {cycles.map((cycle) => (
                <option key={cycleKey(cycle)} value={cycleKey(cycle)}>
                  {cycleName(cycle)}
                </option>
              ))}
            </select>
          </Field>
          <InputField
            id="field-as_at"
            label="The time the figures describe (Lagos)"
            hint="As 2026-03-12 14:00. Not later than now."
            error={problems.as_at}
            name="as_at"
            defaultValue={entries.as_at}
          />
          <Field id="field-source" label="Who reported them" error={problems.source}>
            <select
              id="field-source"
              name="source"
              defaultValue={entries.source}
              aria-describedby={describedBy("field-source", false, problems.source)}
            >
              {SOURCE_NAMES.map((source) => (
                <option key={source.value} value={source.value}>
                  {source.label}
                </option>
              ))}
            </select>
          </Field>
          <InputField id="field-file" label="The progress file" error={problems.file} type="file" name="file" accept=".csv,text/csv" />
          {fileProblems ? <FileProblemsList listed={fileProblems.listed} more={fileProblems.more} /> : null}
          <button type="submit">Check the file</button>
        </form>
      )}
    </>
  );
}

/** A staged file: its totals and what it changes, and the button to publish it; or why it no longer can be. */
export function StagedProgress({ preview, csrf }: { preview: ProgressPreview; csrf: string }) {
  const { file } = preview;
  return (
    <section id="changes" aria-labelledby="changes-heading">
      <h2 id="changes-heading">{`What the file would publish: ${cycleName(preview.cycle)}`}</h2>
      <p>{`Uploaded by ${preview.uploadedBy}. Figures as at ${lagosTimeText(new Date(preview.asAt))} (Lagos), reported by ${preview.sourceName}.`}</p>
      {"problems" in file ? (
        <div className="callout callout--warning" role="alert">
          <p>This file no longer passes the checks, so it cannot be published. Upload a corrected file below.</p>
          <FileProblemsList listed={file.problems} more={file.more} />
        </div>
      ) : (
        <>
          <ul>
            <li>{`${formatCount(file.rows.length)} LGAs in ${formatCount(preview.states)} ${preview.states === 1 ? "state" : "states"}: ${counts(preview.due, preview.paid)}.`}</li>
            <li>{`${formatCount(preview.added)} LGAs get their first figures for this cycle.`}</li>
          </ul>
          {preview.changed.length > 0 ? (
            <>
              <h3>Figures that change</h3>
              <ul>
                {preview.changed.map((change) => (
                  <li key={`${change.state}/${change.lga}`}>
                    {`${change.lga}, ${change.state}: was ${counts(change.was.due, change.was.paid)}; now ${counts(change.now.due, change.now.paid)}.`}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {preview.published ? (
            <p>This file has been published.</p>
          ) : (
            <form method="post" encType="multipart/form-data">
              <input type="hidden" name="csrf" value={csrf} />
              <input type="hidden" name="file" value={preview.id} />
              <button type="submit" name="intent" value="publish">
                Publish these figures
              </button>
            </form>
          )}
        </>
      )}
    </section>
  );
}
