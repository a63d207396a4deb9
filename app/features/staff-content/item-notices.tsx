import { ErrorSummary, summaryOf, type Problems } from "~/components/form-fields";
import { DoneNotice } from "~/components/done-notice";

/** Above an item's page: what was just done, or what was refused, each problem linking to its field. */
export function ItemNotices({ saved, done, problems }: { saved: boolean; done: string | null; problems: Problems }) {
  return (
    <>
      {saved || done ? <DoneNotice>{saved ? "Draft saved." : `Done: ${done}.`}</DoneNotice> : null}
      <ErrorSummary errors={summaryOf(problems)} />
    </>
  );
}

/** What every post of an item's page carries: the form's token, and the draft it is about, if there is one. */
export function ItemHidden({ csrf, draft }: { csrf: string; draft: number | null }) {
  return (
    <>
      <input type="hidden" name="csrf" value={csrf} />
      {draft !== null ? <input type="hidden" name="draft" value={draft} /> : null}
    </>
  );
}
