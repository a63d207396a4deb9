import { ContentPageView } from "~/features/content/content-page";
import { contentPageMeta } from "~/features/content/content-page-meta";
import { contentPageLoader } from "~/features/content/content-page.server";

/** A section's own page, such as /who-we-are; unknown sections are 404s. */
export const loader = contentPageLoader;
export const meta = contentPageMeta;
export default ContentPageView;
