import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LibraryPage } from "~/features/library/library-page";
import { listPageMeta } from "~/site/navigation";
import { libraryPageData } from "~/features/library/library-page.server";
import { liveDocuments } from "~/features/library/library.server";
import { paths } from "~/site/paths";
import { useLocale } from "~/i18n/use-locale";

const PATH = paths.documents;

export async function loader({ request }: LoaderFunctionArgs) {
  return libraryPageData(request, PATH, await liveDocuments());
}

export const meta: MetaFunction<typeof loader> = ({ data }) => listPageMeta(PATH, data?.page ?? 1);

export default function PolicyAndGovernanceDocuments() {
  const { page, entries } = useLoaderData<typeof loader>();
  const { t } = useLocale();
  return (
    <LibraryPage
      kind="document"
      path={PATH}
      entries={entries}
      page={page}
      lead={t.lists.documentsLead}
      previousText={t.pager.previousPage}
      nextText={t.pager.nextPage}
    />
  );
}
