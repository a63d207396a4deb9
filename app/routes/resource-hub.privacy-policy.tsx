import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentPageBody } from "~/components/content-page";
import { privacyPolicyPageBlocks } from "~/content/pages/resource-hub";
import { contentPageLoader, contentPageMeta } from "~/site/content-page";
import { retentionPeriods } from "~/utils/retention.server";

/** The privacy policy: a content page whose retention periods are the ones the daily erasure job uses. */
export function loader(args: LoaderFunctionArgs) {
  return { ...contentPageLoader(args), retention: retentionPeriods() };
}

export const meta = contentPageMeta;

export default function PrivacyPolicy() {
  const { path, retention } = useLoaderData<typeof loader>();
  return <ContentPageBody path={path} blocks={privacyPolicyPageBlocks(retention)} />;
}
