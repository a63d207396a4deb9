/**
 * A message as plain structure: the HTML part and the text part are both
 * rendered from it (render.server.tsx), so they always say the same thing.
 */
export type MailBlock =
  | { type: "paragraph"; text: string }
  /** A person's own words, such as an officer's note: kept as written, line breaks included. */
  | { type: "note"; text: string }
  /** Rendered Markdown (already through the site's allow-list), with its plain-text form. */
  | { type: "html"; html: string; text: string }
  | { type: "facts"; rows: readonly (readonly [string, string])[] }
  | { type: "list"; items: readonly string[]; ordered?: boolean }
  | { type: "code"; text: string }
  | { type: "button"; label: string; href: string };

export interface MailContent {
  /** The language it is written in (i18n/locales.ts); English (Nigeria) when absent. */
  lang?: string;
  /** One line, no personal details: it is stored after the message is sent. */
  subject: string;
  heading: string;
  blocks: MailBlock[];
  /** Small print under a rule: why this came, and how to stop it. */
  footer: MailBlock[];
}
