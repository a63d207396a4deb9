import { useLoaderData } from "@remix-run/react";
import { ContentPageBody } from "~/components/content-page";
import { privacyPolicyPageBlocks } from "~/content/pages/resource-hub";
import { readRetentionPeriods } from "~/features/privacy/retention.server";
import { contentPageMeta } from "~/site/content-page";
import { paths } from "~/site/paths";
import { logFailure } from "~/utils/log.server";
import { analyticsSettings } from "~/features/privacy/settings.server";

/** The privacy policy: a content page that states the retention periods the database keeps to, and the analytics configured. */
export async function loader() {
  try {
    return { path: paths.privacyPolicy, retention: await readRetentionPeriods(), analytics: analyticsSettings() };
  } catch (error) {
    // Better no policy than one stating periods the database may not keep to.
    logFailure("privacy policy", error);
    throw new Response("Service unavailable", { status: 503 });
  }
}

export const meta = contentPageMeta;

export default function PrivacyPolicy() {
  const { path, retention, analytics } = useLoaderData<typeof loader>();
  return <ContentPageBody path={path} blocks={privacyPolicyPageBlocks(retention, analytics)} />;
}
