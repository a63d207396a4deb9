import { useLoaderData } from "@remix-run/react";
import { ContentPageBody } from "~/components/content-page";
import { FaqList } from "~/features/faqs/faq-list";
import { liveFaqs } from "~/features/faqs/faqs.server";
import { pageData, readOrNull } from "~/features/content/unavailable.server";
import { contentPageMeta } from "~/site/content-page";
import { readContentPage } from "~/site/content-page.server";
import { paths } from "~/site/paths";

/**
 * The FAQ page: its introduction, then the questions, both from the database;
 * 503 when either could not be read, so that no cache keeps the page.
 */
export async function loader() {
  const [page, faqs] = await Promise.all([readContentPage(paths.faqs), readOrNull("faqs", liveFaqs)]);
  return pageData({ path: paths.faqs, page, faqs }, page && faqs);
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
