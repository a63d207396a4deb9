import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageFrame } from "~/components/page-frame";
import { liveKnownFakes } from "~/features/is-this-real/is-this-real.server";
import { readOrNull } from "~/features/content/unavailable.server";
import { LgaPaymentsPage } from "~/features/payments/lga-page";
import { LgaAnswer } from "~/features/payments/payment-pages";
import { lgaOfSlug, stateOfSlug } from "~/features/payments/places.server";
import { lgaProgressLatest } from "~/features/payments/progress.server";
import { lgaWindows, pastKeyOf, windowChanges } from "~/features/payments/windows.server";
import { PAST_WINDOWS_PARAM } from "~/site/query-params";
import { format } from "~/i18n/format";
import { localePath, routeLocale } from "~/i18n/locales";
import { metaWords } from "~/i18n/meta";
import { furnitureState } from "~/i18n/translation-state";
import { useLocale } from "~/i18n/use-locale";
import { paymentsFeed, paymentsOfLga } from "~/site/paths";
import { lagosToday } from "~/utils/lagos-time";

/**
 * An LGA's payment page: "The next payment in Dala: …" or "No payment
 * announced for Dala yet" under its title, then the details. A place spelt
 * otherwise answers 301 to its one address; an unknown one, 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { locale } = routeLocale(request);
  const state = stateOfSlug(params.state ?? "");
  if (!state) throw new Response("Not Found", { status: 404 });
  const stateFound = "place" in state ? state.place : state.canonical;
  const lga = await lgaOfSlug(stateFound, params.lga ?? "");
  if (!lga) throw new Response("Not Found", { status: 404 });
  if ("canonical" in state || "canonical" in lga) {
    const lgaFound = "place" in lga ? lga.place : lga.canonical;
    throw redirect(localePath(locale, paymentsOfLga(stateFound.slug, lgaFound.slug)), 301);
  }
  const asked = new URL(request.url).searchParams.get(PAST_WINDOWS_PARAM);
  const older = asked === null ? null : pastKeyOf(asked);
  if (asked !== null && older === null) throw new Response("Not Found", { status: 404 });
  const today = lagosToday();
  const place = { state: stateFound.registerName, lga: lga.place.name };
  const [windows, fakes, progress] = await Promise.all([
    readOrNull("payment windows", () => lgaWindows(place.state, place.lga, today, older)),
    readOrNull("known fakes", () => liveKnownFakes(place)),
    readOrNull("payment progress", () => lgaProgressLatest(place.state, place.lga)),
  ]);
  const changes = windows ? await windowChanges(windows.coming.map((window) => window.id)) : [];
  return {
    state: stateFound,
    lga: lga.place,
    windows,
    changes,
    fakes,
    progress,
    paged: older !== null,
    today,
    feed: paymentsFeed(paymentsOfLga(stateFound.slug, lga.place.slug)),
    translation: furnitureState(locale),
  };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const words = metaWords(matches).messages.payments;
  const title = format(words.lgaTitle, { lga: data?.lga.name ?? "" });
  return [
    { title: `${title} – NASSCO` },
    { name: "description", content: words.metaDescription },
    ...(data ? [{ tagName: "link", rel: "alternate", type: "application/rss+xml", title: title, href: data.feed }] : []),
  ];
};

export default function LgaPaymentsRoute() {
  const { state, lga, windows, changes, fakes, progress, paged, today } = useLoaderData<typeof loader>();
  const { t } = useLocale();
  const words = t.payments;
  return (
    <PageFrame
      hero={{
        title: format(words.lgaTitle, { lga: lga.name }),
        answer: windows ? <LgaAnswer lga={lga.name} next={windows.coming[0] ?? null} today={today} /> : <p>{words.unavailable}</p>,
      }}
    >
      {windows ? (
        <LgaPaymentsPage
          state={state}
          lga={lga}
          coming={windows.coming}
          past={windows.past}
          olderKey={windows.olderKey}
          paged={paged}
          changes={changes}
          fakes={fakes}
          progress={progress}
          today={today}
        />
      ) : null}
    </PageFrame>
  );
}
