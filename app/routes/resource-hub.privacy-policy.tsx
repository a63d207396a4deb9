import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentPageBody } from "~/components/content-page";
import { privacyPolicyPageBlocks } from "~/content/pages/resource-hub";
import { contentPageLoader, contentPageMeta } from "~/site/content-page";
import { analyticsSettings, retentionPeriods } from "~/utils/privacy-settings.server";

/** The privacy policy: a content page that states the retention periods and analytics the server is configured with. */
export function loader(args: LoaderFunctionArgs) {
  return { ...contentPageLoader(args), retention: retentionPeriods(), analytics: analyticsSettings() };
}

export const meta = contentPageMeta;

export default function PrivacyPolicy() {
  const { path, retention, analytics } = useLoaderData<typeof loader>();
  return <ContentPageBody path={path} blocks={privacyPolicyPageBlocks(retention, analytics)} />;
}
