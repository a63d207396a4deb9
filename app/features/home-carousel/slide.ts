import type { Sourced } from "~/content/provenance";

/** A carousel slide as the home page shows it. */
export interface Slide extends Sourced {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  /** Where the slide leads; empty means it is a picture only. */
  link: string;
}
