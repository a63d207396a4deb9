import type { Sourced } from "~/content/provenance";
import type { SiteImage } from "~/features/media/addresses";

/** A carousel slide as the home page shows it. */
export interface Slide extends Sourced {
  id: string;
  title: string;
  description: string;
  /** The slide's picture: an uploaded photo with its sizes, or one of the site's own. */
  image: SiteImage;
  /** Where the slide leads; empty means it is a picture only. */
  link: string;
}
