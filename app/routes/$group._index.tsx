import { ContentPageView } from "~/components/content-page";
import { contentPageLoader, contentPageMeta } from "~/site/content-page";

/** A section's own page, such as /who-we-are; unknown sections are 404s. */
export const loader = contentPageLoader;
export const meta = contentPageMeta;
export default ContentPageView;
