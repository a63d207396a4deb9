import type { MetaFunction } from "@remix-run/node";
import { linkPageMeta, MailLinkPage, type LinkPageText, type LinkStage } from "~/features/mail/link-page";
import type { Messages } from "~/i18n/messages/en";
import { metaWords } from "~/i18n/meta";
import { useLocale } from "~/i18n/use-locale";
import { paths } from "~/site/paths";

/** The two links in payment alert mails (decision 0109): the confirmation's, and every alert's stop link. */
export type AlertLink = "confirm" | "stop";

/** What each stage of a link's page says, in the reader's language. */
function alertLinkTexts(link: AlertLink, words: Messages["payments"]): Record<LinkStage, LinkPageText> {
  const gone = { title: words.alertsLinkGoneTitle, body: words.alertsLinkGone };
  const invalid = { title: words.alertsLinkInvalidTitle, body: words.alertsLinkInvalid };
  const shared = { gone, invalid, unavailable: { title: words.alertsLinkUnavailableTitle, body: words.alertsLinkUnavailable } };
  return link === "confirm"
    ? {
        ...shared,
        ask: { title: words.alertsConfirmTitle, body: words.alertsConfirmAsk, button: words.alertsConfirmButton },
        done: { title: words.alertsConfirmedTitle, body: words.alertsConfirmed },
        expired: { title: words.alertsLinkExpiredTitle, body: words.alertsLinkExpired },
      }
    : {
        ...shared,
        ask: { title: words.alertsStopTitle, body: words.alertsStopAsk, button: words.alertsStopButton },
        done: { title: words.alertsStoppedTitle, body: words.alertsStopped },
        // Stop links do not expire: never answered.
        expired: invalid,
      };
}

export function AlertLinkPage({ link }: { link: AlertLink }) {
  const { t, href } = useLocale();
  return <MailLinkPage texts={alertLinkTexts(link, t.payments)} home={{ href: href(paths.payments), label: t.payments.alertsLinkHome }} />;
}

export const alertLinkMeta =
  (link: AlertLink): MetaFunction =>
  ({ matches }) =>
    linkPageMeta(alertLinkTexts(link, metaWords(matches).messages.payments).ask.title);
