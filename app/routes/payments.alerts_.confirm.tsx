import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { linkPageHeaders, type LinkStage } from "~/features/mail/link-page";
import { answerLink } from "~/features/mail/link-answer.server";
import { alertLinkMeta, AlertLinkPage } from "~/features/payments/alert-link-page";
import { alertLinkState, confirmAlerts } from "~/features/payments/alert-links.server";

/**
 * The link in the mail that asks an address to confirm its payment alerts
 * (decision 0109). Opening it only looks; the page's button confirms.
 */
const ON_OPEN: Record<Awaited<ReturnType<typeof alertLinkState>>, LinkStage> = {
  pending: "ask",
  confirmed: "done",
  expired: "expired",
  unknown: "gone",
};
const ON_PRESS = { confirmed: "done", expired: "expired", gone: "gone" } as const;

export const loader = ({ request }: LoaderFunctionArgs) => answerLink(request, async (token) => ON_OPEN[await alertLinkState(token)]);

export const action = ({ request }: ActionFunctionArgs) => answerLink(request, async (token) => ON_PRESS[await confirmAlerts(token)]);

export const headers = linkPageHeaders;

export const meta = alertLinkMeta("confirm");

export default function PaymentAlertsConfirm() {
  return <AlertLinkPage link="confirm" />;
}
