import type { LoaderFunctionArgs } from "@remix-run/node";
import { cdnAnswer } from "~/features/cdn/headers.server";
import { readOrNull } from "~/features/content/unavailable.server";
import { calendarAnswer, paymentCalendar } from "~/features/payments/calendar.server";
import { fileState } from "~/features/payments/places.server";
import { stateWindowsNotClosed } from "~/features/payments/windows.server";
import { feedLocale } from "~/features/payments/feed-locale";
import { paymentsOfState } from "~/site/paths";
import { siteOrigin } from "~/utils/env.server";
import { lagosToday } from "~/utils/lagos-time";

/** A state's windows not yet closed as an iCalendar file, in the language ?lang= names (English by default). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const state = fileState(params);
  const locale = feedLocale(request);
  const origin = siteOrigin();
  const body = await readOrNull("payment calendar", async () =>
    paymentCalendar(
      { name: state.name, pageUrl: origin + paymentsOfState(state.slug), lga: null },
      await stateWindowsNotClosed(state.registerName, lagosToday()),
      locale,
      new URL(origin).host,
    ),
  );
  return cdnAnswer(calendarAnswer(body));
}
