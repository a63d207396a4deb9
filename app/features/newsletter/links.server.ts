import { data } from "@remix-run/node";
import { NEWSLETTER_TOKEN_PARAM } from "~/content/newsletter";
import type { LinkStage } from "~/features/newsletter/link-page";
import { NEWSLETTER_TOKEN_PATTERN } from "~/features/newsletter/model.server";
import { logFailure } from "~/utils/log.server";

/** The HTTP status of each stage, for one kind of link. */
export type LinkStatuses = Record<LinkStage, number>;

/** Turns the secret in a link into the page to show; the database decides, from the secret alone. */
export type LinkStep = (token: string) => Promise<LinkStage>;

/**
 * The answer to a link from newsletter mail. The loader's step only looks
 * (mail scanners open links, and must change nothing); the action's acts,
 * when the page's button is pressed or a mail program posts to the link.
 */
export async function answerLink(request: Request, step: LinkStep, statuses: LinkStatuses) {
  const token = new URL(request.url).searchParams.get(NEWSLETTER_TOKEN_PARAM) ?? "";
  let stage: LinkStage = "invalid";
  if (NEWSLETTER_TOKEN_PATTERN.test(token)) {
    try {
      stage = await step(token);
    } catch (error) {
      logFailure("newsletter link", error);
      stage = "unavailable";
    }
  }
  return data({ stage }, { status: statuses[stage] });
}
