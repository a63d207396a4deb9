import { useMatches } from "@remix-run/react";
import { useLocale } from "./use-locale";
import { useNonce } from "~/utils/nonce";
import { browserWords, PAGE_WORDS_ID, pageWordsAddress } from "./words";

/**
 * A hydrated page's words for its scripts (i18n/words.ts): a JSON data block, which no browser
 * runs. The server sends it empty, with the address of its words (data-src), so they cost the
 * first HTML nothing; the page's first script fills it from there before React starts
 * (utils/deferred-hydration.server.ts), and the browser draws it from its own text, unchanged.
 */
export function PageWords() {
  const matches = useMatches();
  const { locale } = useLocale();
  // On a page for one visitor every script element carries the response's nonce, this one too (it runs nothing).
  const nonce = useNonce();
  const { json, address } = typeof document === "undefined" ? { json: "", address: pageWordsAddress(locale, matches) } : browserWords();
  return (
    <script
      id={PAGE_WORDS_ID}
      type="application/json"
      data-src={address}
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
