import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LIBRARY_PAGE_SIZE, LibraryPage } from "~/components/library-page";
import { documents } from "~/content/documents";
import { listPageFromRequest } from "~/utils/list-page.server";
import { listPageMeta } from "~/utils/navigation";

const PATH = "/resource-hub/policy-and-governance-documents";

export function loader({ request }: LoaderFunctionArgs) {
  return { page: listPageFromRequest(request, PATH, documents.length, LIBRARY_PAGE_SIZE) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => listPageMeta(PATH, data?.page ?? 1);

export default function PolicyAndGovernanceDocuments() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <LibraryPage
      kind="document"
      path={PATH}
      entries={documents}
      page={page}
      lead="Policies, manuals, procedures, protocols and reports on the National Social Register and the safety-nets programme. Each document opens as a PDF in a new tab."
      previousText="« Previous Page"
      nextText="Next Page »"
    />
  );
}
