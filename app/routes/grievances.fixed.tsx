import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { isOneOf } from "~/features/grievances/kinds";
import { readFormData, formText } from "~/features/forms/form-data.server";
import { answerLink } from "~/features/mail/link-answer.server";
import { linkPageHeaders, type LinkStage } from "~/features/mail/link-page";
import { FIX_ANSWER_FIELD, FIX_ANSWERS } from "~/features/was-it-fixed/answers";
import { fixLinkMeta, FixLinkPage } from "~/features/was-it-fixed/link-page";
import { answerByLink, fixLinkState, type FixLinkState } from "~/features/was-it-fixed/links.server";
import { FIX_ANSWER_PARAM } from "~/site/query-params";

/**
 * Where both links of a "Was it fixed?" mail lead (decision 0110). Opening one only looks;
 * a button on the page answers.
 */
const ON_OPEN: Record<FixLinkState, LinkStage> = { open: "ask", closed: "expired", unknown: "gone" };
const ON_PRESS = { answered: "done", closed: "expired", unknown: "gone" } as const;

export const loader = ({ request }: LoaderFunctionArgs) => {
  const carried = new URL(request.url).searchParams.get(FIX_ANSWER_PARAM);
  const answer = isOneOf(FIX_ANSWERS, carried) ? carried : null;
  return answerLink(request, async (token) => {
    const { state, reference } = await fixLinkState(token);
    return { stage: ON_OPEN[state], reference, answer };
  });
};

export const action = async ({ request }: ActionFunctionArgs) => {
  const pressed = formText(await readFormData(request), FIX_ANSWER_FIELD);
  // A press without one of the two answers is no press of ours: the link is answered as malformed.
  if (!isOneOf(FIX_ANSWERS, pressed)) return answerLink(request, () => Promise.resolve("invalid"));
  return answerLink(request, async (token) => ({ stage: ON_PRESS[await answerByLink(token, pressed)], answer: pressed }));
};

export const headers = linkPageHeaders;

export const meta = fixLinkMeta;

export default function GrievanceFixed() {
  return <FixLinkPage />;
}
