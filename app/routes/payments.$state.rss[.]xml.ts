import type { LoaderFunctionArgs } from "@remix-run/node";
import { cdnAnswer } from "~/features/cdn/headers.server";
import { paymentFeed } from "~/features/payments/feed";
import { feedLocale } from "~/features/payments/feed-locale";
import { fileState } from "~/features/payments/places.server";
import { newestWindows } from "~/features/payments/windows.server";
import { format } from "~/i18n/format";
import { localePath } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { paymentsFeed, paymentsOfState } from "~/site/paths";
import { siteOrigin } from "~/utils/env.server";
import { FEED_LENGTH } from "~/utils/feed-length";
import { feedResponse } from "~/utils/rss.server";

/** RSS of a state's newest windows, in the language ?lang= names. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const state = fileState(params);
  const locale = feedLocale(request);
  const origin = siteOrigin();
  const page = origin + localePath(locale, paymentsOfState(state.slug));
  return cdnAnswer(
    await feedResponse("payments feed", async () =>
      paymentFeed(
        {
          title: format(messages[locale].payments.stateTitle, { state: state.name }),
          pageUrl: page,
          feedUrl: origin + paymentsFeed(paymentsOfState(state.slug)),
          linkOf: () => page,
        },
        await newestWindows({ state: state.registerName, lga: null }, FEED_LENGTH),
        messages[locale],
        locale,
      ),
    ),
  );
}
