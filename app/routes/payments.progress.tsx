import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { PROGRESS_CYCLE_PARAM } from "~/site/query-params";
import { useLoaderData } from "@remix-run/react";
import { PageFrame } from "~/components/page-frame";
import { states } from "~/content/states";
import { readOrNull } from "~/features/content/unavailable.server";
import { NeverPay } from "~/features/payments/payment-pages";
import { cycleOfKey } from "~/features/payments/progress";
import { ProgressAnswer, ProgressPage } from "~/features/payments/progress-page";
import { cycleTotals, progressCycles } from "~/features/payments/progress.server";
import { routeLocale } from "~/i18n/locales";
import { metaWords } from "~/i18n/meta";
import { furnitureState } from "~/i18n/translation-state";
import { useLocale } from "~/i18n/use-locale";

/**
 * /payments/progress (decision 0108, slice 3): a cycle's households due and paid, nationally and
 * by state, as the office last published them; ?cycle=2026-2 for another cycle, the latest without.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale } = routeLocale(request);
  const asked = new URL(request.url).searchParams.get(PROGRESS_CYCLE_PARAM);
  const progress = await readOrNull("payment progress", async () => {
    const cycles = await progressCycles();
    const cycle = cycleOfKey(asked) ?? cycles[0] ?? null;
    const totals = cycle ? await cycleTotals(cycle) : { nation: null, states: [] };
    return { cycle, cycles, ...totals };
  });
  // A cycle written wrong, or one with no figures, is not a page: only the cycles listed are.
  if (asked !== null && (cycleOfKey(asked) === null || (progress && progress.nation === null))) {
    throw new Response("Not Found", { status: 404 });
  }
  return { progress, translation: furnitureState(locale) };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const words = metaWords(matches).messages.payments;
  return [{ title: `${words.progressTitle} – NASSCO` }, { name: "description", content: words.progressAbout }];
};

export default function PaymentProgress() {
  const { progress } = useLoaderData<typeof loader>();
  const { t } = useLocale();
  return (
    <PageFrame hero={{ title: t.payments.progressTitle, answer: <ProgressAnswer progress={progress} /> }}>
      <div className="container payments">
        <ProgressPage progress={progress} states={states} />
        <NeverPay />
      </div>
    </PageFrame>
  );
}
