import type { LoaderFunctionArgs } from "@remix-run/node";
import { cdnAnswer } from "~/features/cdn/headers.server";
import { feedLocale } from "~/features/payments/feed-locale";
import { serviceStatusFeed } from "~/features/service-status/feed";
import { readServiceStatus } from "~/features/service-status/status.server";
import { STATUS_CACHE_CONTROL } from "~/features/service-status/status";
import { localePath } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { paths } from "~/site/paths";
import { siteOrigin } from "~/utils/env.server";
import { FEED_LENGTH } from "~/utils/feed-length";
import { feedResponse } from "~/utils/rss.server";

/** RSS of the office's notices and the incidents the site recorded, newest first, in the language ?lang= names; a minute, as the page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = feedLocale(request);
  const origin = siteOrigin();
  return cdnAnswer(
    await feedResponse(
      "status feed",
      async () =>
        serviceStatusFeed(await readServiceStatus(locale, FEED_LENGTH), messages[locale].serviceStatus, locale, {
          pageUrl: origin + localePath(locale, paths.status),
          feedUrl: origin + paths.statusFeed,
          length: FEED_LENGTH,
        }),
      STATUS_CACHE_CONTROL,
    ),
  );
}
