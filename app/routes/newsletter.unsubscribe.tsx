import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { linkPageHeaders, linkPageMeta, NewsletterLinkPage, type LinkPageText, type LinkStage } from "~/components/newsletter-link-page";
import { unsubscribe } from "~/models/newsletter.server";
import { paths } from "~/site/paths";
import { actOnLink, askFromLink, type LinkStatuses } from "~/site/newsletter-links.server";

const done: LinkPageText = {
  title: "You have unsubscribed",
  body: "We will not send you news again. We keep only your address and the date you unsubscribed, so that we can keep to this.",
};

const TEXT: Record<LinkStage, LinkPageText> = {
  ask: {
    title: "Unsubscribe from NASSCO news",
    body: "Press the button and we will stop sending news to the address this link was sent to.",
    button: "Unsubscribe",
  },
  done,
  // Erased on request, or never confirmed and deleted: either way nothing more will be sent.
  gone: done,
  invalid: {
    title: "This link does not work",
    body: "Part of the link may be missing. Copy the whole link from the e-mail, or write to us and we will take you off the list.",
  },
  // Unsubscribe links do not expire; an expired one is a forged one.
  expired: {
    title: "This link does not work",
    body: "Copy the whole link from the e-mail, or write to us and we will take you off the list.",
  },
  unavailable: {
    title: "Please try again later",
    body: "We could not unsubscribe you just now. Please try the link again later.",
  },
};

const STATUS: LinkStatuses = { ask: 200, done: 200, gone: 200, invalid: 400, expired: 400, unavailable: 503 };

export const loader = ({ request }: LoaderFunctionArgs) => askFromLink(request, "newsletter-unsubscribe", STATUS);

/**
 * One POST unsubscribes: the page's button, or a mail program's own
 * Unsubscribe button, which posts `List-Unsubscribe=One-Click` here (RFC 8058)
 * without cookies or a page visit.
 */
export const action = ({ request }: ActionFunctionArgs) => actOnLink(request, "newsletter-unsubscribe", unsubscribe, STATUS);

export const headers = linkPageHeaders;

export const meta: MetaFunction = () => linkPageMeta(TEXT.ask.title);

export default function NewsletterUnsubscribe() {
  return (
    <NewsletterLinkPage
      texts={TEXT}
      after={(stage) =>
        stage === "done" || stage === "gone" ? (
          <p>
            How we handle your data: <a href={paths.privacyPolicy}>privacy policy</a>.
          </p>
        ) : null
      }
    />
  );
}
