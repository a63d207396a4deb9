import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { combinedState } from "~/features/content/translations.server";
import { routeLocale } from "~/i18n/locales";
import { ContentPageBody } from "~/features/content-pages/content-page";
import { FaqList } from "~/features/faqs/faq-list";
import { liveFaqsIn } from "~/features/faqs/faqs.server";
import { pageData, readOrNull } from "~/features/content/unavailable.server";
import { contentPageMeta } from "~/features/content-pages/content-page-meta";
import { readContentPage } from "~/features/content-pages/content-page.server";
import { paths } from "~/site/paths";

/**
 * The FAQ page: its introduction, then the questions, both from the database;
 * 503 when either could not be read, so that no cache keeps the page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale } = routeLocale(request);
  const [read, faqs] = await Promise.all([readContentPage(paths.faqs, locale), readOrNull("faqs", () => liveFaqsIn(locale))]);
  const page = read?.page ?? null;
  // The questions are what the reader came for: their translation is the page's.
  const translation = faqs ? combinedState([faqs.translation]) : null;
  return pageData({ path: paths.faqs, page, faqs: faqs?.items ?? null, translation }, page && faqs);
}

export const meta = contentPageMeta;

export default function Faqs() {
  const { page, faqs } = useLoaderData<typeof loader>();
  return (
    <ContentPageBody page={page}>
      <FaqList faqs={faqs} />
    </ContentPageBody>
  );
}
