import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentPageBody } from "~/components/content-page";
import { privacyPolicyPageBlocks } from "~/content/pages/resource-hub";
import { readRetentionPeriods } from "~/features/privacy/retention.server";
import { contentPageLoader, contentPageMeta } from "~/site/content-page";
import { logFailure } from "~/utils/log.server";
import { analyticsSettings } from "~/features/privacy/settings.server";

/** The privacy policy: a content page that states the retention periods the database keeps to, and the analytics configured. */
export async function loader(args: LoaderFunctionArgs) {
  const page = contentPageLoader(args);
  try {
    return { ...page, retention: await readRetentionPeriods(), analytics: analyticsSettings() };
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
