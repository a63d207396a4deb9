import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentPageBody } from "~/features/content-pages/content-page";
import { accessibilityStatement, accessibilityStatementBody } from "~/content/accessibility-statement";
import { sitePages } from "~/content/site-pages";
import { renderPageBody } from "~/features/content-pages/page-body.server";
import { officeContact } from "~/features/office-contact/office-contact.server";
import { contentPageMeta } from "~/features/content-pages/content-page-meta";
import { localizeLinks } from "~/i18n/localize-links";
import { routeLocale } from "~/i18n/locales";

const PATH = sitePages.accessibility.path;

/** The accessibility statement: a page written in code, with the office's toll-free line as the office has it now. */
export async function loader({ request }: LoaderFunctionArgs) {
  const body = accessibilityStatementBody(await officeContact());
  return {
    path: PATH,
    // In English on every language's address, its links to the site's pages stay in the reader's language.
    page: localizeLinks(
      { path: PATH, provenance: accessibilityStatement.provenance, ...renderPageBody(accessibilityStatement.lead, body) },
      routeLocale(request).locale,
      null,
    ),
  };
}

export const meta = contentPageMeta;

export default function AccessibilityStatement() {
  const { page } = useLoaderData<typeof loader>();
  return <ContentPageBody page={page} path={PATH} />;
}
