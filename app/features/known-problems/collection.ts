import { date, type CollectionManifest } from "~/features/content/collection-manifest";
import { states } from "~/content/states";
import { lgaProblems } from "~/features/places/lga-check.server";
import { paths } from "~/site/paths";
import { slugify } from "~/utils/slug";
import { KNOWN_PROBLEM_CATEGORIES, KNOWN_PROBLEM_PROVENANCE } from "./problem";

/** The categories as the back office's form names them (its staff read English). */
const CATEGORY_LABELS: Record<(typeof KNOWN_PROBLEM_CATEGORIES)[number], string> = {
  "payment-not-received": "Payments are delayed",
  "wrong-amount": "Wrong amounts were paid",
  enrolment: "Enrolment is delayed",
  "personal-details": "Corrections to details are delayed",
  conduct: "Conduct of staff or agents",
  other: "Another problem many people report",
};

/**
 * The known problems (decision 0112): published through review as news is, shown on the grievance
 * form, USSD and the text channels to a person about to report the same thing there. Readers'
 * sentences are built from these fields in each language, so a notice has no translations; its LGA
 * is checked against the register's list. Closing one, with its cases, is the grievance desk's
 * (/staff/grievances/known-problems).
 */
export const knownProblemCollection: CollectionManifest = {
  table: "known_problem",
  model: "knownProblem",
  label: "Known problems",
  item: "a known problem",
  titleField: "state",
  translated: false,
  newId: {
    of: (row) => slugify([row.state, row.lga ?? "", row.category].map(String).join(" ")),
    from: "state, the LGA and the category",
  },
  publicPath: () => paths.grievanceForm,
  check: lgaProblems,
  fields: [
    {
      name: "state",
      label: "State",
      kind: "choice",
      required: true,
      options: states.map((state) => ({ value: state.registerName, label: state.name })),
    },
    {
      name: "lga",
      label: "LGA",
      hint: "As the register's list names it, such as Dala. Leave it empty for the whole state.",
      kind: "text",
      nullable: true,
      maxLength: 80,
    },
    {
      name: "category",
      label: "Problem",
      hint: "Readers see a sentence for it in their language, such as “Payments in Dala, Kano are delayed.”",
      kind: "choice",
      required: true,
      options: KNOWN_PROBLEM_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
    },
    date("expected_on", "New date", "The day the office expects it fixed, if it knows; readers see it. Leave empty if not known.", false),
  ],
  provenance: KNOWN_PROBLEM_PROVENANCE,
  // A notice the office writes is its own statement about its own work, not an example of ours.
  newItemProvenance: "confirmed",
  audit: {
    fields: ["state", "lga", "category"],
    orderBy: [{ publishAt: "desc" }, { id: "asc" }],
    name: (row) => `${String(row.category)} in ${row.lga ? `${String(row.lga)}, ` : ""}${String(row.state)}`,
  },
  searchKind: null,
};
