import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageFrame } from "~/components/page-frame";
import { readOrNull } from "~/features/content/unavailable.server";
import { furnitureState } from "~/i18n/translation-state";
import { IsThisRealPage } from "~/features/is-this-real/is-this-real-page";
import { liveKnownFakes, liveOfficeChannels } from "~/features/is-this-real/is-this-real.server";
import { routeLocale } from "~/i18n/locales";
import { metaWords } from "~/i18n/meta";
import { useLocale } from "~/i18n/use-locale";

/**
 * "Is this real?": the office's real channels and the fakes reported to it.
 * A permanent page, one tap from every footer; its words are the furniture's,
 * in every language. A list the database cannot give says so and the page
 * still answers, since the rule in large words is what readers come for.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale } = routeLocale(request);
  const [channels, fakes] = await Promise.all([
    readOrNull("the office's real channels", () => liveOfficeChannels(locale)),
    readOrNull("known fakes", liveKnownFakes),
  ]);
  return { channels, fakes, translation: furnitureState(locale) };
}

export const meta: MetaFunction = ({ matches }) => {
  const words = metaWords(matches).messages.isThisReal;
  return [{ title: `${words.title} – NASSCO` }, { name: "description", content: words.metaDescription }];
};

export default function IsThisReal() {
  const { channels, fakes } = useLoaderData<typeof loader>();
  const { t } = useLocale();
  return (
    <PageFrame hero={{ title: t.isThisReal.title, tagline: t.isThisReal.tagline }}>
      <IsThisRealPage channels={channels} fakes={fakes} />
    </PageFrame>
  );
}
