import { parseInline } from "~/content/inline";
import { isFileLink, NewTabLink } from "./new-tab-link";

/** Content text with its [text](href) links; files open in a new tab and say so. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, index) => {
        if (!("href" in part)) return part.text;
        if (isFileLink(part.href)) {
          return (
            <NewTabLink key={index} href={part.href}>
              {part.text}
            </NewTabLink>
          );
        }
        const external = /^https?:\/\//.test(part.href);
        return (
          <a key={index} href={part.href} rel={external ? "noopener" : undefined}>
            {part.text}
          </a>
        );
      })}
    </>
  );
}
