import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageFrame } from "~/components/page-frame";
import { states } from "~/content/states";
import { readOrNull } from "~/features/content/unavailable.server";
import { NationalPayments, StateLinks } from "~/features/payments/payment-pages";
import { soonestByState } from "~/features/payments/windows.server";
import { routeLocale } from "~/i18n/locales";
import { metaWords } from "~/i18n/meta";
import { furnitureState } from "~/i18n/translation-state";
import { useLocale } from "~/i18n/use-locale";
import { paths, paymentsFeed } from "~/site/paths";
import { lagosToday } from "~/utils/lagos-time";

/** /payments (decision 0108): the windows open or announced across the country, then every state's page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale } = routeLocale(request);
  const today = lagosToday();
  const windows = await readOrNull("payment windows", () => soonestByState(today));
  return { windows, today, feed: paymentsFeed(paths.payments), translation: furnitureState(locale) };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const words = metaWords(matches).messages.payments;
  return [
    { title: `${words.title} – NASSCO` },
    { name: "description", content: words.metaDescription },
    ...(data ? [{ tagName: "link", rel: "alternate", type: "application/rss+xml", title: words.title, href: data.feed }] : []),
  ];
};

export default function Payments() {
  const { windows, today } = useLoaderData<typeof loader>();
  const { t } = useLocale();
  return (
    <PageFrame hero={{ title: t.payments.title, tagline: t.payments.tagline }}>
      <NationalPayments windows={windows} today={today} states={states} />
      <StateLinks states={states} />
    </PageFrame>
  );
}
