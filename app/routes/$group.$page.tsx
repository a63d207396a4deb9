import { ContentPageView } from "~/components/content-page";
import { contentPageMeta } from "~/site/content-page";
import { contentPageLoader } from "~/site/content-page.server";

/** A content page inside a section, such as /who-we-are/about-us. Pages with their own route files take precedence. */
export const loader = contentPageLoader;
export const meta = contentPageMeta;
export default ContentPageView;
