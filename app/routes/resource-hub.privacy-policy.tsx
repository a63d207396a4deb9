import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentPageBody } from "~/features/content-pages/content-page";
import { privacyPolicy, privacyPolicyPageBody } from "~/content/privacy-policy";
import { renderPageBody } from "~/features/content-pages/page-body.server";
import { readRetentionPeriods } from "~/features/privacy/retention.server";
import { officeContact } from "~/features/office-contact/office-contact.server";
import { contentPageMeta } from "~/features/content-pages/content-page-meta";
import { paths } from "~/site/paths";
import { logFailure } from "~/utils/log.server";
import { analyticsSettings } from "~/features/privacy/settings.server";
import { localizeLinks } from "~/i18n/localize-links";
import { routeLocale } from "~/i18n/locales";

/** The privacy policy: a page written in code, stating the retention periods the database keeps to, and the analytics configured. */
export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const body = privacyPolicyPageBody(await readRetentionPeriods(), analyticsSettings(), await officeContact());
    return {
      path: paths.privacyPolicy,
      // In English on every language's address, its links to the site's pages stay in the reader's language.
      page: localizeLinks(
        { path: paths.privacyPolicy, provenance: privacyPolicy.provenance, ...renderPageBody(privacyPolicy.lead, body) },
        routeLocale(request).locale,
        null,
      ),
    };
  } catch (error) {
    // Better no policy than one stating periods the database may not keep to.
    logFailure("privacy policy", error);
    throw new Response("Service unavailable", { status: 503 });
  }
}

export const meta = contentPageMeta;

export default function PrivacyPolicy() {
  const { page } = useLoaderData<typeof loader>();
  return <ContentPageBody page={page} />;
}
