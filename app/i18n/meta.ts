import type { Furniture } from "./messages.server";
import { en } from "./messages/en";
import { englishPageWords } from "./page-words";

/**
 * A route's meta function has no hooks: it finds the page's language in the
 * root's data (root.tsx), as useLocale does.
 */
export function metaWords(matches: readonly { id: string; data?: unknown }[]) {
  const root = matches.find((match) => match.id === "root")?.data as { furniture?: Furniture | null } | undefined;
  return root?.furniture ?? { messages: en, pages: englishPageWords };
}
