import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageFrame } from "~/components/page-frame";
import { readOrNull } from "~/features/content/unavailable.server";
import { StatePayments } from "~/features/payments/payment-pages";
import { lgasOfState, stateOfSlug } from "~/features/payments/places.server";
import { stateProgress } from "~/features/payments/progress.server";
import { stateWindowsNotClosed } from "~/features/payments/windows.server";
import { format } from "~/i18n/format";
import { localePath, routeLocale } from "~/i18n/locales";
import { metaWords } from "~/i18n/meta";
import { furnitureState } from "~/i18n/translation-state";
import { useLocale } from "~/i18n/use-locale";
import { paymentsFeed, paymentsOfState } from "~/site/paths";
import { lagosToday } from "~/utils/lagos-time";

/** A state's payment page: each of its LGAs with its next window. A state spelt otherwise answers 301; none, 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { locale } = routeLocale(request);
  const found = stateOfSlug(params.state ?? "");
  if (!found) throw new Response("Not Found", { status: 404 });
  if ("canonical" in found) throw redirect(localePath(locale, paymentsOfState(found.canonical.slug)), 301);
  const state = found.place;
  const today = lagosToday();
  const [lgas, windows, progress] = await Promise.all([
    lgasOfState(state),
    readOrNull("payment windows", () => stateWindowsNotClosed(state.registerName, today)),
    readOrNull("payment progress", () => stateProgress(state.registerName)),
  ]);
  return {
    state,
    lgas,
    windows,
    progress,
    today,
    feed: paymentsFeed(paymentsOfState(state.slug)),
    translation: furnitureState(locale),
  };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const words = metaWords(matches).messages.payments;
  const title = format(words.stateTitle, { state: data?.state.name ?? "" });
  return [
    { title: `${title} – NASSCO` },
    { name: "description", content: words.metaDescription },
    ...(data ? [{ tagName: "link", rel: "alternate", type: "application/rss+xml", title: title, href: data.feed }] : []),
  ];
};

export default function StatePaymentsRoute() {
  const { state, lgas, windows, progress, today } = useLoaderData<typeof loader>();
  const { t } = useLocale();
  return (
    <PageFrame
      hero={{
        title: format(t.payments.stateTitle, { state: state.name }),
        tagline: format(t.payments.stateTagline, { state: state.name }),
      }}
    >
      <StatePayments state={state} lgas={lgas} windows={windows} progress={progress} today={today} />
    </PageFrame>
  );
}
