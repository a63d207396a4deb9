import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DEFERRED_REL, deferHydration } from "./deferred-hydration.server";

/**
 * What Remix's <Scripts> writes (node_modules/@remix-run/react/dist/components.js),
 * with lazy route discovery on, as our build has it: the preloads, then a module
 * script of static imports and an inline manifest.
 */
const REMIX_SCRIPTS =
  [
    '<link rel="modulepreload" href="/build/entry.client-A.js"/>',
    '<link rel="modulepreload" href="/build/_shared/chunk-B.js"/>',
    '<link rel="modulepreload" href="/build/root-C.js"/>',
    '<link rel="modulepreload" href="/build/routes/_index-D.js"/>',
    "<script>window.__remixContext = {};</script>",
  ].join("") +
  '<script type="module" async="">' +
  [
    ";",
    'import * as route0 from "/build/root-C.js";',
    'import * as route1 from "/build/routes/_index-D.js";',
    'window.__remixManifest = {"note": "costs $5 & more"};',
    'window.__remixRouteModules = {"root":route0,"routes/_index":route1};',
    "",
    'import("/build/entry.client-A.js");',
  ].join("\n") +
  "</script>";

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/build/site.css"/></head><body><main><img src="/slide.jpg" fetchpriority="high"/></main>${scripts}</body></html>`;

function moduleScript(html: string): string {
  return /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
}

describe("scripts that wait for the page to load", () => {
  const html = deferHydration(page(REMIX_SCRIPTS));

  it("leaves no preload and no static import for the browser to fetch before the page has loaded", () => {
    expect(html).not.toContain('rel="modulepreload"');
    // Each link is still there, inert, for React to hydrate <Scripts> against.
    expect(html.match(new RegExp(`<link rel="${DEFERRED_REL}" href="/build/`, "g"))).toHaveLength(4);
    expect(moduleScript(html)).not.toMatch(/^\s*import\s+(\*|")/m);
    expect(html).not.toContain('async=""');
  });

  it("starts them on the window's load event, or at once if it has passed", () => {
    const script = moduleScript(html);
    expect(script).toContain('addEventListener("load", hydrate, { once: true })');
    expect(script).toContain('if (document.readyState === "complete") hydrate();');
  });

  it("then preloads every module, imports the routes before the entry, and keeps the rest of Remix's script", () => {
    const script = moduleScript(html);
    expect(script).toContain(`for (const inert of document.querySelectorAll('link[rel="${DEFERRED_REL}"][href^="/build/"]')) {`);
    expect(script).toContain('link.rel = "modulepreload";');
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/build/root-C.js"), import("/build/routes/_index-D.js")]);',
    );
    expect(script).toContain('window.__remixManifest = {"note": "costs $5 & more"};');
    expect(script.indexOf("window.__remixRouteModules")).toBeGreaterThan(script.indexOf("Promise.all"));
    expect(script.indexOf('await import("/build/entry.client-A.js")')).toBeGreaterThan(script.indexOf("window.__remixRouteModules"));
  });

  it("is a script a browser can parse", () => {
    // Parsed, never run: with its static imports gone, the module's text is a valid function body.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    expect(() => new Function(moduleScript(html))).not.toThrow();
  });

  it("keeps its nonce on a page for one visitor", () => {
    const nonced = deferHydration(
      page(REMIX_SCRIPTS.replace('<script type="module" async="">', '<script nonce="abc" type="module" async="">')),
    );
    expect(nonced).toContain('<script nonce="abc" type="module">');
  });

  it("leaves a page without React's scripts as it was", () => {
    const plain = page("");
    expect(deferHydration(plain)).toBe(plain);
  });

  it("reads what React renders for <script type=module async>", () => {
    // The attributes' spelling the expressions above rely on, from React itself.
    const rendered = renderToStaticMarkup(
      <>
        <link rel="modulepreload" href="/build/x.js" />
        <script type="module" async dangerouslySetInnerHTML={{ __html: 'import("/build/x.js");' }} />
      </>,
    );
    expect(rendered).toBe('<link rel="modulepreload" href="/build/x.js"/><script type="module" async="">import("/build/x.js");</script>');
  });
});
