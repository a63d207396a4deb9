import { data } from "@remix-run/node";
import { NEWSLETTER_TOKEN_PARAM } from "~/content/newsletter";
import type { LinkStage } from "~/features/mail/link-page";
import { logFailure } from "~/utils/log.server";

/** A link's secret: 32 random bytes, base64url, as the newsletter's and the payment alerts' functions take it. */
export const LINK_TOKEN_PATTERN = /^[\w-]{43}$/;

/** The HTTP status of each stage, for every kind of link: one that never worked is the client's error; one that no longer works is gone. */
const LINK_STATUSES: Record<LinkStage, number> = { ask: 200, done: 200, gone: 410, invalid: 400, expired: 400, unavailable: 503 };

/**
 * Turns the secret in a link into the page to show; the database decides, from the secret alone.
 * A page that says more than its stage (the case a "Was it fixed?" link is about) returns it beside.
 */
export type LinkStep<More extends object = object> = (token: string) => Promise<LinkStage | ({ stage: LinkStage } & More)>;

/**
 * The answer to a link from a mail (the newsletter's, a payment alert's). The loader's step only looks
 * (mail scanners open links, and must change nothing); the action's acts,
 * when the page's button is pressed or a mail program posts to the link.
 */
export async function answerLink<More extends object = object>(request: Request, step: LinkStep<More>) {
  const token = new URL(request.url).searchParams.get(NEWSLETTER_TOKEN_PARAM) ?? "";
  let answer: { stage: LinkStage } & Partial<More> = { stage: "invalid" } as { stage: LinkStage } & Partial<More>;
  if (LINK_TOKEN_PATTERN.test(token)) {
    try {
      const taken = await step(token);
      answer = typeof taken === "string" ? ({ stage: taken } as typeof answer) : taken;
    } catch (error) {
      logFailure("mail link", error);
      answer = { stage: "unavailable" } as typeof answer;
    }
  }
  return data(answer, { status: LINK_STATUSES[answer.stage] });
}
