import type { MailBlock } from "~/features/mail/content";
import { format } from "~/i18n/format";

/**
 * What every acknowledgement of a case says about its status page, in the workflow's words: how
 * to check it, the button whose link fills in the reference and code (cases/status-page.ts), and
 * the page's address with both to type in by hand.
 */
export function statusCheckBlocks(
  words: { check: string; button: string; or: string },
  link: string,
  values: Record<string, string>,
): MailBlock[] {
  return [
    { type: "paragraph", text: words.check },
    { type: "button", label: words.button, href: link },
    { type: "paragraph", text: format(words.or, values) },
  ];
}
