import type { LoaderFunctionArgs } from "@remix-run/node";
import { cdnAnswer } from "~/features/cdn/headers.server";
import { paymentFeed } from "~/features/payments/feed";
import { newestWindows } from "~/features/payments/windows.server";
import { states } from "~/content/states";
import { feedLocale } from "~/features/payments/feed-locale";
import { messages } from "~/i18n/messages.server";
import { localePath } from "~/i18n/locales";
import { paths, paymentsFeed, paymentsOfState } from "~/site/paths";
import { siteOrigin } from "~/utils/env.server";
import { FEED_LENGTH } from "~/utils/feed-length";
import { feedResponse } from "~/utils/rss.server";

/** RSS of the newest windows across the country, each linked to its state's page, in the language ?lang= names. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = feedLocale(request);
  const origin = siteOrigin();
  const slugOf = new Map(states.map((state) => [state.registerName, state.slug]));
  return cdnAnswer(
    await feedResponse("payments feed", async () =>
      paymentFeed(
        {
          title: messages[locale].payments.title,
          pageUrl: origin + localePath(locale, paths.payments),
          feedUrl: origin + paymentsFeed(paths.payments),
          linkOf: (window) => origin + localePath(locale, paymentsOfState(slugOf.get(window.state) ?? "")),
        },
        await newestWindows(null, FEED_LENGTH),
        messages[locale],
        locale,
      ),
    ),
  );
}
