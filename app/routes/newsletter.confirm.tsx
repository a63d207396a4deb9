import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { linkPageHeaders, linkPageMeta, MailLinkPage, type LinkPageText, type LinkStage } from "~/features/mail/link-page";
import { confirmSubscription, linkState } from "~/features/newsletter/model.server";
import { CONFIRM_LINK_DAYS } from "~/content/newsletter";
import { answerLink } from "~/features/mail/link-answer.server";

const TEXT: Record<LinkStage, LinkPageText> = {
  ask: {
    title: "Confirm your subscription",
    body: "Press the button to start receiving news from NASSCO at the address this link was sent to.",
    button: "Confirm my subscription",
  },
  done: {
    title: "Subscription confirmed",
    body: "Thank you. We will send news from NASSCO to your address. Every message has a link to unsubscribe.",
  },
  gone: {
    title: "This link no longer works",
    body: "Each time you subscribe we send a new link, and only the newest one works. The subscription may also have been cancelled, or not confirmed in time and deleted. You can subscribe again on the home page.",
  },
  invalid: {
    title: "This link does not work",
    body: "Part of the link may be missing. Copy the whole link from the e-mail, or subscribe again on the home page.",
  },
  expired: {
    title: "This link has expired",
    body: `Confirmation links work for ${CONFIRM_LINK_DAYS} days. Subscribe again on the home page and we will send you a new one.`,
  },
  unavailable: {
    title: "Please try again later",
    body: "We could not confirm your subscription just now. Please try the link again later.",
  },
};

const ON_OPEN = { pending: "ask", confirmed: "done", expired: "expired", unsubscribed: "gone", unknown: "gone" } as const;
const ON_PRESS = { confirmed: "done", expired: "expired", gone: "gone" } as const;

export const loader = ({ request }: LoaderFunctionArgs) => answerLink(request, async (token) => ON_OPEN[await linkState(token)]);

export const action = ({ request }: ActionFunctionArgs) => answerLink(request, async (token) => ON_PRESS[await confirmSubscription(token)]);

export const headers = linkPageHeaders;

export const meta: MetaFunction = () => linkPageMeta(TEXT.ask.title);

export default function NewsletterConfirm() {
  return <MailLinkPage texts={TEXT} />;
}
