import type { Sourced } from "~/content/provenance";

/** One way to reach a state's coordinating unit: a row of contact_channel. */
export interface ContactChannel extends Sourced {
  id: string;
  kind: "email" | "phone";
  value: string;
}

/** A row of the state offices table: the state, and its unit's channels (none until the office gives one). */
export interface StateOffice {
  sn: number;
  name: string;
  /** The row's id, which search links to: "state-kano". */
  anchor: string;
  /** The state's name in addresses ("kano"): its payment page links from the row. */
  slug: string;
  channels: ContactChannel[];
}
