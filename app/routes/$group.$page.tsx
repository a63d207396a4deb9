import { ContentPageView } from "~/components/content-page";
import { contentPageLoader, contentPageMeta } from "~/site/content-page";

/** A content page inside a section, such as /who-we-are/about-us. Pages with their own route files take precedence. */
export const loader = contentPageLoader;
export const meta = contentPageMeta;
export default ContentPageView;
