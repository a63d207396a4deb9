/**
 * The site's languages, the one list (decision 0045): read by remix.config.js,
 * which registers the reader's pages under each prefix, and by locales.ts,
 * which the app and the tests use. English comes first and has no prefix;
 * every other code is the prefix of its pages (/ha/…), their lang and
 * hreflang, and the content model's `locale`. Plain JavaScript so that the
 * Remix config can import it without a compiler; `const` keeps the codes'
 * literal types for TypeScript.
 */
export const LANGUAGES = /** @type {const} */ ([
  { code: "en", own: "English", english: "English" },
  { code: "ha", own: "Hausa", english: "Hausa" },
  { code: "yo", own: "Yorùbá", english: "Yoruba" },
  { code: "ig", own: "Igbo", english: "Igbo" },
  { code: "pcm", own: "Naijá", english: "Nigerian Pidgin" },
]);
