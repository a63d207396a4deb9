import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LibraryPage } from "~/features/library/library-page";
import { listLeads } from "~/content/list-pages";
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
  return (
    <LibraryPage
      kind="tender"
      path={PATH}
      entries={entries}
      page={page}
      lead={listLeads.tenders}
      afterLead={<FeedLink href={paths.tendersFeed}>Follow new tenders with the RSS feed</FeedLink>}
    />
  );
}
