import { ContentPageView } from "~/features/content-pages/content-page";
import { contentPageMeta } from "~/features/content-pages/content-page-meta";
import { contentPageLoader } from "~/features/content-pages/content-page.server";

/** A content page inside a section, such as /who-we-are/about-us. Pages with their own route files take precedence. */
export const loader = contentPageLoader;
export const meta = contentPageMeta;
export default ContentPageView;
