import { data } from "@remix-run/node";
import { NEWSLETTER_TOKEN_PARAM } from "~/content/newsletter";
import type { LinkStage } from "~/components/newsletter-link-page";
import { logFailure } from "~/utils/log.server";
import { checkToken, type TokenPurpose } from "~/utils/signed-token.server";

/** The HTTP status of each stage, for one kind of link. */
export type LinkStatuses = Record<LinkStage, number>;

function answer(stage: LinkStage, statuses: LinkStatuses) {
  return data({ stage }, { status: statuses[stage] });
}

/** Opening a link from newsletter mail only asks: mail scanners open links, and must change nothing. */
export function askFromLink(request: Request, purpose: TokenPurpose, statuses: LinkStatuses) {
  const check = checkToken(new URL(request.url).searchParams.get(NEWSLETTER_TOKEN_PARAM), purpose);
  return answer("problem" in check ? check.problem : "ask", statuses);
}

/** The link's button was pressed (or a mail program posted to it): do it, for the subscriber the token names. */
export async function actOnLink(
  request: Request,
  purpose: TokenPurpose,
  act: (subscriberId: number) => Promise<boolean>,
  statuses: LinkStatuses,
) {
  const check = checkToken(new URL(request.url).searchParams.get(NEWSLETTER_TOKEN_PARAM), purpose);
  if ("problem" in check) return answer(check.problem, statuses);
  try {
    return answer((await act(check.id)) ? "done" : "gone", statuses);
  } catch (error) {
    logFailure(purpose, error);
    return answer("unavailable", statuses);
  }
}
