import { ProvenanceLabel } from "~/components/provenance-label";
import { useLocale } from "~/i18n/use-locale";
import { paths } from "~/site/paths";
import { KNOWN_PROBLEM_PROVENANCE, type KnownProblem } from "./problem";
import { knownProblemSentences } from "./sentences";

/**
 * A known problem, shown on the grievance form to a person whose state, LGA and category match it,
 * before anything is filed (decision 0112). It sits inside the form, so "Report anyway" posts what
 * was typed once more, with the answer that the person has read the notice.
 */
export function KnownProblemNotice({ problem, id }: { problem: KnownProblem; id: string }) {
  const { t, locale, href } = useLocale();
  const words = t.knownProblems;
  const [what, doing, noNeed] = knownProblemSentences(problem, words, locale);
  return (
    <div className="callout" role="status" id={id} tabIndex={-1} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{words.heading}</h2>
      <p>
        <strong>{what}</strong> {doing}
      </p>
      <p>{noNeed}</p>
      <ProvenanceLabel item={problem} kind={KNOWN_PROBLEM_PROVENANCE} />
      <p>{words.reportAnywayHint}</p>
      <p className="button-pair">
        <button type="submit" name={REPORT_ANYWAY_FIELD} value={problem.id}>
          {words.reportAnyway}
        </button>
        <a className="button button--secondary" href={href(paths.home)}>
          {words.dontReport}
        </a>
      </p>
    </div>
  );
}

/** The button's field: the notice the person read before choosing to report anyway. */
export const REPORT_ANYWAY_FIELD = "reportAnyway";
