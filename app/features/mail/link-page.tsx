import { useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { paths } from "~/site/paths";
import { PageFrame } from "~/components/page-frame";

export type LinkStage = "ask" | "done" | "gone" | "invalid" | "expired" | "unavailable";

export interface LinkPageText {
  title: string;
  body: string;
  /** Only for "ask": the one button, which posts. */
  button?: string;
}

/**
 * The page a link in newsletter or payment alert mail opens. Following the link changes
 * nothing (mail scanners follow links); the button posts, with or without
 * JavaScript, and the answer is shown in place. The stage comes from the
 * route's action once the button is pressed, else from its loader.
 */
export function MailLinkPage({
  texts,
  after,
  home = { href: paths.home, label: "Go to the home page" },
  choices,
}: {
  texts: Record<LinkStage, LinkPageText>;
  after?: (stage: LinkStage) => ReactNode;
  /** Where to go on: the home page, or for another feature's links (payment alerts) its own page in the reader's language. */
  home?: { href: string; label: string };
  /** For "ask", where the page offers more than one answer ("Was it fixed?"): its own form, in place of the one button. */
  choices?: ReactNode;
}) {
  const actionData = useActionData<{ stage: LinkStage }>();
  const loaderData = useLoaderData<{ stage: LinkStage }>();
  const stage = actionData?.stage ?? loaderData.stage;
  const text = texts[stage];
  const oneButton = text.button ? (
    <form method="post">
      <input type="hidden" name="confirmed" value="yes" />
      <button type="submit" className="button">
        {text.button}
      </button>
    </form>
  ) : null;
  const asked = stage === "ask" ? (choices ?? oneButton) : null;
  return (
    <PageFrame hero={{ title: text.title }}>
      <div className="container newsletter-link">
        <p role={stage === "ask" ? undefined : "status"}>{text.body}</p>
        {asked ? (
          asked
        ) : (
          <p>
            <a href={home.href}>{home.label}</a>
          </p>
        )}
        {after?.(stage)}
      </div>
    </PageFrame>
  );
}

/**
 * Never stored by any cache, never indexed, and the token in the address is
 * not passed on to other sites. ("no-referrer" would also make browsers send
 * "Origin: null" with the button's post, which the same-origin check refuses.)
 */
export const linkPageHeaders = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

export const linkPageMeta = (title: string) => [{ title: `${title} – NASSCO` }, { name: "robots", content: "noindex" }];
