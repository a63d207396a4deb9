import { FileProblemsList } from "~/components/file-problems";
import { ErrorSummary, InputField, summaryOf } from "~/components/form-fields";
import { PublishAtField, UrgentReason } from "~/features/staff-content/publish-fields";
import { formatCount } from "~/utils/format";
import { lagosTimeText } from "~/utils/lagos-time";
import { WINDOW_COLUMNS, WINDOWS_MAX, windowsCount } from "../windows-file";
import type { WindowPreview } from "../windows-file.server";

/** The page's parts for a CSV of many payment windows: the upload, what it would change, and the uploads waiting. */

export interface FileRefusal {
  listed: string[];
  more: number;
}

export function WindowsUploadForm({ csrf, problem, refusal }: { csrf: string; problem: string | null; refusal: FileRefusal | null }) {
  return (
    <section aria-labelledby="upload-heading">
      <h2 id="upload-heading">Upload a file of windows</h2>
      <p>
        A CSV file, one row a window, with the columns {WINDOW_COLUMNS.map((column) => column.heading).join(", ")} (id, provenance,
        source_url and source_as_at may be left out). Give each window&rsquo;s LGAs and pay points in one cell, separated by semicolons
        (Dala; Fagge), dates as 2026-03-12, and yes or no for by_bank, by_wallet and at_pay_points. Leave id empty for a new window; give a
        published window&rsquo;s id to change it. At most {formatCount(WINDOWS_MAX)} windows a file.
      </p>
      <p>
        The whole file is checked first, as the form checks one window, with every problem listed by its row, and you see what each window
        would change. Nothing is kept until you send it for review, and a publisher who did not upload it publishes it, all of it or none.
      </p>
      <ErrorSummary errors={summaryOf(problem ? { file: problem } : {})} />
      <form method="post" encType="multipart/form-data" noValidate>
        <input type="hidden" name="csrf" value={csrf} />
        <InputField
          id="field-file"
          label="The file of windows"
          error={problem ?? undefined}
          type="file"
          name="file"
          accept=".csv,text/csv"
        />
        {refusal ? <FileProblemsList listed={refusal.listed} more={refusal.more} /> : null}
        <button type="submit" name="intent" value="check">
          Check the file
        </button>
      </form>
    </section>
  );
}

/** Each window the file would send for review: new, or the fields it changes, was and now. */
export function WindowsPreview({ csrf, windows, sha256, text }: { csrf: string; windows: WindowPreview[]; sha256: string; text: string }) {
  const changed = windows.filter((window) => window.isNew || window.changes.length > 0).length;
  return (
    <section aria-labelledby="preview-heading" id="preview">
      <h2 id="preview-heading">What the file would change</h2>
      <p>{`The file passed every check: ${windowsCount(windows.length)}, ${formatCount(windows.filter((window) => window.isNew).length)} of them new.`}</p>
      <ol className="window-previews">
        {windows.map((window) => (
          <li key={window.id}>
            <h3>{`Row ${window.row}: ${window.title} (${window.id}), ${window.isNew ? "new" : window.changes.length > 0 ? "changed" : "unchanged"}`}</h3>
            {window.changes.length > 0 ? (
              <dl>
                {window.changes.map((change) => (
                  <div key={change.name}>
                    <dt>{change.label}</dt>
                    <dd>{window.isNew ? change.after || "(none)" : `was ${change.before || "(none)"}, now ${change.after || "(none)"}`}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        ))}
      </ol>
      <form method="post" encType="multipart/form-data">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="sha256" value={sha256} />
        {/* The file comes back with the post and is checked again: nothing of this preview is kept. */}
        <input type="hidden" name="file_text" value={text} />
        <button type="submit" name="intent" value="submit" disabled={changed === 0}>
          {`Send ${windowsCount(windows.length)} for review`}
        </button>
      </form>
    </section>
  );
}

export interface WaitingBatch {
  id: number;
  uploadedBy: string;
  uploadedAt: string;
  windows: number;
  inReview: number;
  itemIds: string[];
}

/** Uploads waiting for a publisher, newest first, each linked to its own part of the page. */
export function WaitingBatches({ batches }: { batches: WaitingBatch[] }) {
  return (
    <section aria-labelledby="batches-heading">
      <h2 id="batches-heading">Uploads waiting for review</h2>
      {batches.length === 0 ? (
        <p>None: every upload sent for review has been published, returned or discarded.</p>
      ) : (
        <ul>
          {batches.map((batch) => (
            <li key={batch.id}>
              <a href={`/staff/payments?batch=${batch.id}#batch`}>{`Upload ${batch.id}: ${windowsCount(batch.windows)}`}</a>
              {`, sent for review by ${batch.uploadedBy} on ${lagosTimeText(new Date(batch.uploadedAt))}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One upload: its windows linked, and for a publisher the button that publishes them all (with the reason, if it is their own). */
export function BatchToPublish({
  csrf,
  batch,
  publisher,
  own,
  problems,
  typed,
}: {
  csrf: string;
  batch: WaitingBatch;
  publisher: boolean;
  own: boolean;
  problems: Record<string, string>;
  typed: Record<string, string>;
}) {
  return (
    <section aria-labelledby="batch" className="batch">
      <h2 id="batch" tabIndex={-1}>{`Upload ${batch.id}: ${windowsCount(batch.windows)}`}</h2>
      <p>{`Sent for review by ${batch.uploadedBy} on ${lagosTimeText(new Date(batch.uploadedAt))}; ${formatCount(batch.inReview)} still in review. Each window's page shows what it would change, and returns or discards it alone.`}</p>
      <ul>
        {batch.itemIds.map((id) => (
          <li key={id}>
            <a href={`/staff/content/payment_window/${id}`}>{id}</a>
          </li>
        ))}
      </ul>
      {publisher ? (
        <form method="post" encType="multipart/form-data" noValidate action={`/staff/payments?batch=${batch.id}`}>
          <ErrorSummary errors={summaryOf(problems)} />
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="batch" value={batch.id} />
          <PublishAtField problems={problems} typed={typed} />
          <UrgentReason own={own} whose="You uploaded these windows" problems={problems} typed={typed} />
          <button type="submit" name="intent" value="publish">
            {`Publish ${batch.inReview === 1 ? "this window" : `these ${windowsCount(batch.inReview)}`}`}
          </button>
        </form>
      ) : (
        <p>A publisher publishes them.</p>
      )}
    </section>
  );
}
