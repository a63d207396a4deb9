import { PAGE_WORDS_ID } from "~/i18n/words";

/**
 * A hydrated page's scripts, started once the page has loaded. Remix writes a
 * `<link rel="modulepreload">` for each of its 20 to 30 modules and an inline
 * module script whose static imports the browser fetches at once; on a slow
 * network (700 kbit/s) they share the line with the stylesheet and the
 * largest image, and the page paints seconds later than a page without
 * script. Here the preloads and the imports wait for the window's `load`
 * event (the stylesheet, and the eager images, have arrived), then go out
 * together as before: the links stay in place with an inert relation, and
 * a preload is added beside each. The page reads, and works as HTML, from the first
 * paint; only its enhancements come later.
 *
 * It rewrites what Remix's <Scripts> writes (@remix-run/react, Scripts): the
 * preload links (kept in place, inert), and the module script's lines `import "…";`,
 * `import * as routeN from "…";` and the final `import("…");`. Anything else
 * in the script is kept as it was. A document whose scripts do not have that
 * shape is left untouched (a unit test keeps the shape true).
 */
/**
 * The relation the waiting links carry: of the few HTML allows on a link in
 * <body> (the Nu checker holds us to them), the one that fetches nothing. A
 * DNS look-up of the site's own host, which the page has already made, is a
 * no-op; an invented relation would be invalid HTML.
 */
export const DEFERRED_REL = "dns-prefetch";
const PRELOAD = /<link rel="modulepreload" href="[^"]+"(?: crossorigin="[^"]*")?\/>/g;
const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^;?import "([^"]+)";?$/m;
const ROUTE_IMPORT = /^import \* as (route\d+) from ("[^"]+");$/gm;
const ENTRY_IMPORT = /^import\(("[^"]+")\);$/m;

export function deferHydration(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, attributes = "", text = ""] = script;
  const entry = ENTRY_IMPORT.exec(text);
  const routes = [...text.matchAll(ROUTE_IMPORT)];
  if (!entry || routes.length === 0) return html;
  const manifest = STATIC_IMPORT.exec(text)?.[1];
  const rest = text.replace(STATIC_IMPORT, "").replace(ROUTE_IMPORT, "").replace(ENTRY_IMPORT, "").trim();
  const deferred = [
    "const hydrate = async () => {",
    // The page's words (i18n/page-words-block.tsx), fetched beside the modules, in place before React starts.
    `  const words = document.getElementById(${JSON.stringify(PAGE_WORDS_ID)});`,
    "  const wordsText = words?.dataset.src ? fetch(words.dataset.src).then((answer) => answer.ok ? answer.text() : Promise.reject(new Error(`words: ${answer.status}`))) : null;",
    // A new preload beside each inert link, all at once, before the imports walk the module graph.
    `  for (const inert of document.querySelectorAll('link[rel="${DEFERRED_REL}"][href^="/build/"]')) {`,
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    "    link.href = inert.href;",
    "    document.head.append(link);",
    "  }",
    ...(manifest ? [`  await import(${JSON.stringify(manifest)});`] : []),
    `  const [${routes.map((match) => match[1]).join(", ")}] = await Promise.all([${routes.map((match) => `import(${match[2]})`).join(", ")}]);`,
    rest,
    "  if (wordsText) words.textContent = await wordsText;",
    `  await import(${entry[1]});`,
    "};",
    'if (document.readyState === "complete") hydrate();',
    'else addEventListener("load", hydrate, { once: true });',
  ].join("\n");
  // A replacer function: the script's text may hold "$" sequences that a replacement string would read.
  // The links stay, each with a relation the browser ignores: React hydrates <Scripts> with them in
  // place, and an element missing there would make it throw the server's page away and draw it again.
  return html
    .replace(whole, () => `<script${attributes} type="module">${deferred}</script>`)
    .replace(PRELOAD, (link) => link.replace('rel="modulepreload"', `rel="${DEFERRED_REL}"`));
}
