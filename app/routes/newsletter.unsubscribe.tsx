import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { linkPageHeaders, linkPageMeta, MailLinkPage, type LinkPageText, type LinkStage } from "~/features/mail/link-page";
import { confirmationLabel, contact as launchContact, type OfficeContact } from "~/content/contact";
import { useOfficeContact } from "~/components/use-office-contact";
import { linkState, unsubscribe } from "~/features/newsletter/model.server";
import { paths } from "~/site/paths";
import { answerLink } from "~/features/mail/link-answer.server";

const doesNotWork: LinkPageText = {
  title: "This link does not work",
  body: "Part of the link may be missing. Copy the whole link from the e-mail, or write to us and we will take you off the list.",
};

/** What each stage says; the way to write to us is the office's current one. */
const texts = (contact: OfficeContact): Record<LinkStage, LinkPageText> => ({
  ask: {
    title: "Unsubscribe from NASSCO news",
    body: "Press the button and we will stop sending news to the address this link was sent to.",
    button: "Unsubscribe",
  },
  done: {
    title: "You have unsubscribed",
    body: "We will not send you news again. We keep only your address and the date you unsubscribed, so that we can keep to this.",
  },
  // Erased, never confirmed and deleted, or from a mail before the newest: only that one's link works.
  gone: {
    title: "This link is no longer in use",
    body: `Each time an address is subscribed we send a new link, and only the newest one works. If you still receive news from us, use the link in our most recent message, or write to ${contact.infoEmail.value}${confirmationLabel(contact.infoEmail)} and we will take you off the list.`,
  },
  invalid: doesNotWork,
  // Unsubscribe links do not expire: never answered here.
  expired: doesNotWork,
  unavailable: {
    title: "Please try again later",
    body: "We could not unsubscribe you just now. Please try the link again later.",
  },
});

const ON_OPEN = { pending: "ask", expired: "ask", confirmed: "ask", unsubscribed: "done", unknown: "gone" } as const;
const ON_PRESS = { unsubscribed: "done", gone: "gone" } as const;

export const loader = ({ request }: LoaderFunctionArgs) => answerLink(request, async (token) => ON_OPEN[await linkState(token)]);

/**
 * One POST unsubscribes: the page's button, or a mail program's own
 * Unsubscribe button, which posts `List-Unsubscribe=One-Click` here (RFC 8058)
 * without cookies or a page visit.
 */
export const action = ({ request }: ActionFunctionArgs) => answerLink(request, async (token) => ON_PRESS[await unsubscribe(token)]);

export const headers = linkPageHeaders;

export const meta: MetaFunction = () => linkPageMeta(texts(launchContact).ask.title);

export default function NewsletterUnsubscribe() {
  return (
    <MailLinkPage
      texts={texts(useOfficeContact())}
      after={(stage) =>
        stage === "done" ? (
          <p>
            How we handle your data: <a href={paths.privacyPolicy}>privacy policy</a>.
          </p>
        ) : null
      }
    />
  );
}
