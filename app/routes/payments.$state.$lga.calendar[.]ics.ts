import type { LoaderFunctionArgs } from "@remix-run/node";
import { cdnAnswer } from "~/features/cdn/headers.server";
import { readOrNull } from "~/features/content/unavailable.server";
import { calendarAnswer, paymentCalendar } from "~/features/payments/calendar.server";
import { fileLga } from "~/features/payments/places.server";
import { lgaWindows } from "~/features/payments/windows.server";
import { feedLocale } from "~/features/payments/feed-locale";
import { paymentsOfLga } from "~/site/paths";
import { siteOrigin } from "~/utils/env.server";
import { lagosToday } from "~/utils/lagos-time";

/** An LGA's windows, coming and the last year's, as an iCalendar file, in the language ?lang= names (English by default). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { state, lga } = await fileLga(params);
  const locale = feedLocale(request);
  const origin = siteOrigin();
  const body = await readOrNull("payment calendar", async () => {
    const { coming, past } = await lgaWindows(state.registerName, lga.name, lagosToday());
    return paymentCalendar(
      { name: lga.name, pageUrl: origin + paymentsOfLga(state.slug, lga.slug), lga: lga.name },
      [...past.reverse(), ...coming],
      locale,
      new URL(origin).host,
    );
  });
  return cdnAnswer(calendarAnswer(body));
}
