import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LIBRARY_PAGE_SIZE, LibraryPage } from "~/components/library-page";
import { tenders } from "~/content/tenders";
import { listPageFromRequest } from "~/utils/list-page.server";
import { listPageMeta } from "~/utils/navigation";

const PATH = "/get-involved/tenders";

export function loader({ request }: LoaderFunctionArgs) {
  return { page: listPageFromRequest(request, PATH, tenders.length, LIBRARY_PAGE_SIZE) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => listPageMeta(PATH, data?.page ?? 1);

export default function Tenders() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <LibraryPage
      kind="tender"
      path={PATH}
      entries={tenders}
      page={page}
      lead="Terms of reference for consultancies and services procured by NASSCO. Each notice opens as a PDF in a new tab; apply as it describes."
    />
  );
}
