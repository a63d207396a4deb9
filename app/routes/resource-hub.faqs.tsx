import { useLoaderData } from "@remix-run/react";
import { ContentPageBody } from "~/components/content-page";
import { FaqList } from "~/features/faqs/faq-list";
import { liveFaqs } from "~/features/faqs/faqs.server";
import { pageData, readOrNull } from "~/features/content/unavailable.server";
import { contentPageMeta } from "~/site/content-page";
import { paths } from "~/site/paths";

/**
 * The FAQ page: its introduction, then the questions, from the database.
 * Without the database the introduction (with the toll-free line) still
 * shows, with a 503 so that no cache keeps the page.
 */
export async function loader() {
  const faqs = await readOrNull("faqs", liveFaqs);
  return pageData({ path: paths.faqs, faqs }, faqs);
}

export const meta = contentPageMeta;

export default function Faqs() {
  const { faqs } = useLoaderData<typeof loader>();
  return (
    <ContentPageBody path={paths.faqs}>
      <FaqList faqs={faqs} />
    </ContentPageBody>
  );
}
