import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { linkPageHeaders, type LinkStage } from "~/features/mail/link-page";
import { answerLink } from "~/features/mail/link-answer.server";
import { alertLinkMeta, AlertLinkPage } from "~/features/payments/alert-link-page";
import { alertLinkState, stopAlerts } from "~/features/payments/alert-links.server";

/**
 * The stop link in every payment alert mail (decision 0109). Opening it only
 * looks (mail scanners open links); one POST stops the alerts: the page's
 * button, or a mail program's Unsubscribe button, which posts
 * `List-Unsubscribe=One-Click` here (RFC 8058) without a page visit.
 */
const ON_OPEN: Record<Awaited<ReturnType<typeof alertLinkState>>, LinkStage> = {
  pending: "ask",
  confirmed: "ask",
  expired: "ask",
  unknown: "gone",
};
const ON_PRESS = { stopped: "done", gone: "gone" } as const;

export const loader = ({ request }: LoaderFunctionArgs) => answerLink(request, async (token) => ON_OPEN[await alertLinkState(token)]);

export const action = ({ request }: ActionFunctionArgs) => answerLink(request, async (token) => ON_PRESS[await stopAlerts(token)]);

export const headers = linkPageHeaders;

export const meta = alertLinkMeta("stop");

export default function PaymentAlertsStop() {
  return <AlertLinkPage link="stop" />;
}
