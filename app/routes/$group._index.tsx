import { ContentPageView } from "~/components/content-page";
import { contentPageMeta } from "~/site/content-page";
import { contentPageLoader } from "~/site/content-page.server";

/** A section's own page, such as /who-we-are; unknown sections are 404s. */
export const loader = contentPageLoader;
export const meta = contentPageMeta;
export default ContentPageView;
