import { states } from "~/content/states";
import { GRIEVANCE_RESOLUTIONS, GRIEVANCE_STATUSES } from "~/features/grievances/kinds";
import type { SmsKind, SmsParams } from "./kinds";

/**
 * The longest values a message is ever filled with, for measuring each
 * template (templates.test.ts) and for its table in docs/sms-templates.md:
 * a reference and a code of the longest form, a 14-character number, the
 * longest name a state goes by, and every status, resolution and month.
 */
export const LONGEST = {
  reference: "GRV-2026-1000000",
  requestReference: "DAR-2026-1000000",
  code: "7KQ2-M9XD-4HTP",
  phone: "+2348031234567",
  /** In the state list ("Federal Capital Territory"), longer than any the register uses. */
  state: states.flatMap((state) => [state.name, state.registerName]).reduce((a, b) => (b.length > a.length ? b : a)),
  /** One date in every month, with a two-figure day. */
  dates: Array.from({ length: 12 }, (_, month) => `2026-${String(month + 1).padStart(2, "0")}-28`),
} as const;

/** Every message each kind can be, filled with the longest values. */
export function everyFilling<K extends SmsKind>(kind: K): SmsParams[K][] {
  const { reference } = LONGEST;
  const statuses = GRIEVANCE_STATUSES.flatMap((status) =>
    (status === "resolved" ? [...GRIEVANCE_RESOLUTIONS] : [null]).map((resolution) => ({ reference, status, resolution })),
  );
  const all: { [P in SmsKind]: SmsParams[P][] } = {
    "grievance receipt": LONGEST.dates.map((expected_on) => ({ reference, code: LONGEST.code, expected_on })),
    "grievance status": statuses.filter((params) => params.status !== "resolved"),
    "grievance resolved": statuses.filter((params) => params.status === "resolved"),
    "grievance status reply": statuses,
    "office number": [{ state: LONGEST.state, phone: LONGEST.phone }],
    "request receipt": [{ reference: LONGEST.requestReference }],
    "text help": [{}],
  };
  return all[kind];
}
