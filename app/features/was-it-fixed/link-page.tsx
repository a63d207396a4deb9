import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { linkPageMeta, MailLinkPage, type LinkPageText, type LinkStage } from "~/features/mail/link-page";
import { format } from "~/i18n/format";
import type { Messages } from "~/i18n/messages/en";
import { metaWords } from "~/i18n/meta";
import { useLocale } from "~/i18n/use-locale";
import { paths } from "~/site/paths";
import { FIX_ANSWER_FIELD, FIX_ANSWERS, type FixAnswer } from "./answers";

/** What the page a "Was it fixed?" link opens knows: its stage, and the case and the answer when it has them. */
export interface FixLinkData {
  stage: LinkStage;
  reference?: string | null;
  /** On opening, the answer the link carried (its button comes first); after a press, the answer recorded. */
  answer?: FixAnswer | null;
}

/** What each stage of the page says: the case it asks about, and after a press what that answer did. */
function texts(answer: FixAnswer | null | undefined, reference: string, words: Messages["wasItFixed"]): Record<LinkStage, LinkPageText> {
  return {
    ask: { title: words.linkAskTitle, body: format(words.linkAsk, { reference }) },
    done: answer === "no" ? { title: words.linkNoTitle, body: words.linkNo } : { title: words.linkYesTitle, body: words.thanksYes },
    expired: { title: words.linkClosedTitle, body: words.closed },
    gone: { title: words.linkGoneTitle, body: words.linkGone },
    invalid: { title: words.linkInvalidTitle, body: words.linkInvalid },
    unavailable: { title: words.linkUnavailableTitle, body: words.linkUnavailable },
  };
}

/**
 * The page either link of a "Was it fixed?" mail opens (decision 0110), a mail link's page
 * (mail/link-page.tsx) with two answers: opening it changes nothing (mail scanners open links);
 * its two buttons post, with or without script, the link's own answer first, and what the press
 * did is shown in place.
 */
export function FixLinkPage() {
  const { t, href } = useLocale();
  const opened = useLoaderData<FixLinkData>();
  const pressed = useActionData<FixLinkData>();
  const order = opened.answer === "no" ? [...FIX_ANSWERS].reverse() : FIX_ANSWERS;
  const choices = (
    <form method="post" className="button-pair">
      {/* A space between the buttons, so that a text browser shows two. */}
      {order.map((choice, index) => (
        <Fragment key={choice}>
          {index > 0 ? " " : null}
          <button type="submit" name={FIX_ANSWER_FIELD} value={choice} className={index === 0 ? "button" : "button button--secondary"}>
            {t.wasItFixed[choice]}
          </button>
        </Fragment>
      ))}
    </form>
  );
  return (
    <MailLinkPage
      texts={texts((pressed ?? opened).answer, opened.reference ?? "", t.wasItFixed)}
      home={{ href: href(paths.grievanceStatus), label: t.grievanceForm.statusTitle }}
      choices={choices}
    />
  );
}

export const fixLinkMeta: MetaFunction = ({ matches }) => linkPageMeta(metaWords(matches).messages.wasItFixed.linkAskTitle);
