import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageFrame } from "~/components/page-frame";
import { ServiceStatusPage } from "~/features/service-status/status-page";
import { readServiceStatus } from "~/features/service-status/status.server";
import { NOTICES_ON_PAGE, STATUS_CACHE_CONTROL } from "~/features/service-status/status";
import { routeLocale } from "~/i18n/locales";
import { metaWords } from "~/i18n/meta";
import { furnitureState } from "~/i18n/translation-state";
import { useLocale } from "~/i18n/use-locale";
import { paths } from "~/site/paths";
import { feedLink } from "~/utils/rss";

/**
 * Whether each channel a household uses is working (decision 0113): worked out on each request
 * from the office's notices and the site's measurements, and cached like every public page, but for
 * a minute at most anywhere, since a state changes by the minute. Without the database the page
 * fails as others do, and nginx and the page cache serve its last copy, marked stale.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale } = routeLocale(request);
  return { status: await readServiceStatus(locale, NOTICES_ON_PAGE), translation: furnitureState(locale) };
}

export const headers = () => ({ "Cache-Control": STATUS_CACHE_CONTROL });

export const meta: MetaFunction = ({ matches }) => {
  const words = metaWords(matches).messages.serviceStatus;
  return [
    { title: `${words.title} – NASSCO` },
    { name: "description", content: words.metaDescription },
    { tagName: "link", ...feedLink(`NASSCO: ${words.title}`, paths.statusFeed) },
  ];
};

export default function Status() {
  const { status } = useLoaderData<typeof loader>();
  const { t } = useLocale();
  return (
    <PageFrame hero={{ title: t.serviceStatus.title, tagline: t.serviceStatus.tagline }}>
      <ServiceStatusPage status={status} />
    </PageFrame>
  );
}
