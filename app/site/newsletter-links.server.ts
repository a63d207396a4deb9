import { NEWSLETTER_TOKEN_PARAM } from "~/content/newsletter";
import type { LinkStage } from "~/components/newsletter-link-page";
import { logFailure } from "~/utils/log.server";
import { checkToken, type TokenPurpose } from "~/utils/signed-token.server";

/** Opening a link from newsletter mail only asks: mail scanners open links, and must change nothing. */
export function askFromLink(request: Request, purpose: TokenPurpose): LinkStage {
  const check = checkToken(new URL(request.url).searchParams.get(NEWSLETTER_TOKEN_PARAM), purpose);
  return "problem" in check ? check.problem : "ask";
}

/** The link's button was pressed (or a mail program posted to it): do it, for the subscriber the token names. */
export async function actOnLink(
  request: Request,
  purpose: TokenPurpose,
  act: (subscriberId: number) => Promise<boolean>,
): Promise<LinkStage> {
  const check = checkToken(new URL(request.url).searchParams.get(NEWSLETTER_TOKEN_PARAM), purpose);
  if ("problem" in check) return check.problem;
  try {
    return (await act(check.id)) ? "done" : "gone";
  } catch (error) {
    logFailure(purpose, error);
    return "unavailable";
  }
}
