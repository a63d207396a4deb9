import { ContentPageView } from "~/features/content-pages/content-page";
import { contentPageMeta } from "~/features/content-pages/content-page-meta";
import { contentPageLoader } from "~/features/content-pages/content-page.server";

/** A section's own page, such as /who-we-are; unknown sections are 404s. */
export const loader = contentPageLoader;
export const meta = contentPageMeta;
export default ContentPageView;
