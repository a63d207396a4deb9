import type { LoaderFunctionArgs } from "@remix-run/node";
import { cdnAnswer } from "~/features/cdn/headers.server";
import { paymentFeed } from "~/features/payments/feed";
import { feedLocale } from "~/features/payments/feed-locale";
import { fileLga } from "~/features/payments/places.server";
import { newestWindows } from "~/features/payments/windows.server";
import { format } from "~/i18n/format";
import { localePath } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { paymentsFeed, paymentsOfLga } from "~/site/paths";
import { siteOrigin } from "~/utils/env.server";
import { FEED_LENGTH } from "~/utils/feed-length";
import { feedResponse } from "~/utils/rss.server";

/** RSS of an LGA's newest windows, in the language ?lang= names. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { state, lga } = await fileLga(params);
  const locale = feedLocale(request);
  const origin = siteOrigin();
  const path = paymentsOfLga(state.slug, lga.slug);
  const page = origin + localePath(locale, path);
  return cdnAnswer(
    await feedResponse("payments feed", async () =>
      paymentFeed(
        {
          title: format(messages[locale].payments.lgaTitle, { lga: lga.name }),
          pageUrl: page,
          feedUrl: origin + paymentsFeed(path),
          linkOf: () => page,
        },
        await newestWindows({ state: state.registerName, lga: lga.name }, FEED_LENGTH),
        messages[locale],
        locale,
      ),
    ),
  );
}
