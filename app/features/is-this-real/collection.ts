import { date, type CollectionManifest } from "~/features/content/collection-manifest";
import { states } from "~/content/states";
import { lgaProblems } from "~/features/places/lga-check.server";
import { paths } from "~/site/paths";

/**
 * The fake sites, messages and schemes reported to the office, listed on
 * "Is this real?" newest first. Each goes through draft, review and
 * publishing as news does: a fake named by the office is a public claim.
 */
export const knownFakeCollection: CollectionManifest = {
  table: "known_fake",
  model: "knownFake",
  label: "Known fakes",
  item: "a known fake",
  titleField: "looked_like",
  publicPath: () => paths.isThisReal,
  fields: [
    {
      name: "looked_like",
      label: "What it looked like",
      hint: "The fake domain (such as example.com), the message's words, or the scheme's name, exactly as people saw it. Readers see it as text that cannot be opened.",
      kind: "long",
      required: true,
      maxLength: 500,
    },
    {
      name: "kind",
      label: "Kind",
      kind: "choice",
      required: true,
      options: [
        { value: "site", label: "A fake website" },
        { value: "message", label: "A fake message (SMS, WhatsApp, e-mail, call)" },
        { value: "scheme", label: "A fake scheme or programme" },
      ],
    },
    {
      name: "asked_for",
      label: "What it asked for",
      kind: "choice",
      nullable: true,
      // The form offers no empty choice of its own for an optional list; this one is stored as NULL.
      options: [
        { value: "", label: "The report does not say" },
        { value: "money", label: "Money (a fee or a payment)" },
        { value: "personal-data", label: "Personal details" },
        { value: "bank-details", label: "Bank details, a PIN, a password or a one-time code" },
      ],
    },
    date("reported_on", "Date reported", "The date the fake was reported to the office or in the press."),
    {
      name: "state",
      label: "State it targets",
      hint: "Only for a fake that names a false payment for one LGA: it is then shown on that LGA's payment page.",
      kind: "choice",
      nullable: true,
      options: [{ value: "", label: "No one state" }, ...states.map((state) => ({ value: state.registerName, label: state.name }))],
    },
    {
      name: "lga",
      label: "LGA it targets",
      hint: "As the register's list names it, such as Dala; only with the state.",
      kind: "text",
      nullable: true,
      maxLength: 100,
    },
  ],
  // A targeted LGA must be one of its state's, named as the list names it.
  check: lgaProblems,
  provenance: { noun: "report of a fake", supply: "the fake's details and the date it was reported, confirmed" },
  // A fake the office enters is its own record of a report it received, not an example of ours.
  newItemProvenance: "confirmed",
  audit: {
    fields: ["kind", "lookedLike", "reportedOn"],
    orderBy: [{ reportedOn: "desc" }, { id: "asc" }],
    name: (row) => `${String(row.kind)}: ${String(row.lookedLike)}`,
  },
  searchKind: null,
};
