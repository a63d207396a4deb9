/** The one inline markup content text may use: [text](href). */
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

export type InlinePart = { text: string } | { text: string; href: string };

export function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[1]!, href: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The text a reader sees, without the link markup: for summaries and search. */
export function plainText(text: string): string {
  return text.replace(LINK, "$1");
}
