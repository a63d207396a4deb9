import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LibraryPage } from "~/features/library/library-page";
import { useLocale } from "~/i18n/use-locale";
import { listPageMeta } from "~/site/navigation";
import { libraryPageData } from "~/features/library/library-page.server";
import { liveTenders } from "~/features/library/library.server";
import { paths } from "~/site/paths";
import { FeedLink } from "~/components/feed-link";
import { feedLink } from "~/utils/rss";

const PATH = paths.tenders;

export async function loader({ request }: LoaderFunctionArgs) {
  return libraryPageData(request, PATH, await liveTenders());
}

export const links: LinksFunction = () => [feedLink("NASSCO tenders", paths.tendersFeed)];

export const meta: MetaFunction<typeof loader> = ({ data }) => listPageMeta(PATH, data?.page ?? 1);

export default function Tenders() {
  const { page, entries } = useLoaderData<typeof loader>();
  const { t } = useLocale();
  return (
    <LibraryPage
      kind="tender"
      path={PATH}
      entries={entries}
      page={page}
      lead={t.lists.tendersLead}
      afterLead={<FeedLink href={paths.tendersFeed}>{t.lists.tendersFeed}</FeedLink>}
    />
  );
}
