import { date, type CollectionManifest } from "~/features/content/collection-manifest";
import { states } from "~/content/states";
import { paymentsOfState } from "~/site/paths";
import { slugify } from "~/utils/slug";
import { PAUSE_REASONS, PAYMENT_WINDOW_PROVENANCE, SOURCE_NAMES } from "./payment-window";
import { lgasProblems } from "~/features/places/lga-check.server";

/**
 * The payment windows (decision 0108): when the cash transfer is paid in a
 * state's LGAs, published through review as news is. Readers' sentences are
 * built from these fields in each language's words, so a window has no
 * translations; every LGA is checked against the register's list.
 */
export const paymentWindowCollection: CollectionManifest = {
  table: "payment_window",
  model: "paymentWindow",
  label: "Payment windows",
  item: "a payment window",
  titleField: "state",
  translated: false,
  // "kano-2026-4-dala": the state, the cycle and its first LGA, unless the editor types an id.
  newId: {
    of: (row) => slugify([row.state, row.cycle_year, row.cycle_number, Array.isArray(row.lgas) ? row.lgas[0] : ""].map(String).join(" ")),
    from: "state, the year, the tranche and the first LGA",
  },
  publicPath: (row) => {
    const state = states.find((one) => one.registerName === row.state);
    return state ? paymentsOfState(state.slug) : null;
  },
  check: lgasProblems,
  bulk: { href: "/staff/payments", label: "Many at once: upload a CSV file" },
  fields: [
    {
      name: "programme",
      label: "Programme",
      kind: "choice",
      required: true,
      // Another programme is a migration: the database allows this one.
      options: [{ value: "cash-transfer", label: "National Cash Transfer Programme" }],
    },
    {
      name: "state",
      label: "State",
      kind: "choice",
      required: true,
      options: states.map((state) => ({ value: state.registerName, label: state.name })),
    },
    {
      name: "lgas",
      label: "LGAs",
      hint: "One LGA a line, as the register's list names it (such as Dala). Every LGA must be of the state chosen.",
      kind: "lines",
      required: true,
      maxItems: 60,
      maxLength: 100,
    },
    { name: "cycle_year", label: "Year of the cycle", hint: "Such as 2026.", kind: "integer", required: true },
    {
      name: "cycle_number",
      label: "Tranche",
      hint: "The cycle's number in its year: 2 for “2026, tranche 2”.",
      kind: "integer",
      required: true,
    },
    date("opens_on", "Opens on", "The first day households can be paid, in Lagos time."),
    date("closes_on", "Closes on", "The last day of the window, at most 120 days after it opens."),
    {
      name: "amount_naira",
      label: "Amount a household (naira)",
      hint: "Whole naira, such as 25000. Leave empty unless the amount is public.",
      kind: "integer",
      nullable: true,
    },
    { name: "by_bank", label: "Paid into bank accounts", kind: "boolean" },
    { name: "by_wallet", label: "Paid into mobile wallets", kind: "boolean" },
    { name: "at_pay_points", label: "Paid at pay points", kind: "boolean" },
    {
      name: "pay_points",
      label: "Pay points",
      hint: "Only with pay points: one place a line, such as “Dala LGA secretariat, Kofar Mazugal”. Never a person's name, a phone number or an e-mail address.",
      kind: "lines",
      maxItems: 40,
      maxLength: 200,
    },
    {
      name: "pause_reason",
      label: "Paused",
      hint: "Only while payments in this window are paused: readers see the reason in their language.",
      kind: "choice",
      nullable: true,
      options: [{ value: "", label: "Not paused" }, ...PAUSE_REASONS.map((reason) => ({ value: reason.value, label: reason.label }))],
    },
    {
      name: "source_name",
      label: "Whose schedule",
      kind: "choice",
      required: true,
      options: SOURCE_NAMES.map((name) => ({ value: name.value, label: name.label })),
    },
    date("checked_on", "Last checked on", "The day the office last checked the window with the paying office."),
  ],
  provenance: PAYMENT_WINDOW_PROVENANCE,
  audit: {
    fields: ["state", "cycleYear", "cycleNumber", "opensOn"],
    orderBy: [{ opensOn: "desc" }, { id: "asc" }],
    name: (row) => `${String(row.state)}, ${String(row.cycleYear)} tranche ${String(row.cycleNumber)}`,
  },
  searchKind: null,
};
