import type { Sourced } from "~/content/provenance";

/** A testimonial as the home page shows it. */
export interface Testimonial extends Sourced {
  id: string;
  /** Who speaks: "Household head", or a name. */
  speaker: string;
  /** Where they are, or their role; may be empty. */
  place: string;
  message: string;
}
