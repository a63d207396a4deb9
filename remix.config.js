import flat from "@remix-run/dev/dist/config/flat-routes.js";
import { LANGUAGES } from "./app/i18n/languages.mjs";

const ignoredRouteFiles = ["**/.*", "**/*.test.{ts,tsx}"];

/** The languages besides English, each at /<code>/…: the app's one list (app/i18n/languages.mjs). */
const PREFIXED_LOCALES = LANGUAGES.map(({ code }) => code).filter((code) => code !== "en");

/**
 * The reader's pages, again under each language's prefix (decision 0045): the same modules, which
 * read the language from the address. A form whose answer is a page for readers (contact, the
 * request form, "Was this page useful?") is one of them. Not the back office, the JSON API, the
 * partners' Open311 API, the aggregator's USSD and SMS callbacks, media, feeds, files or the
 * endpoints that answer no reader's page, which stay at one address each.
 */
const ONE_ADDRESS = /^routes\/(staff|api\.|open311\.|channels\.|media\.|healthz|robots|notifications|analytics-consent)|\[\.\]/;

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles,
  serverModuleFormat: "esm",
  serverDependenciesToBundle: [],
  routes: async (defineRoutes) => {
    const fileRoutes = Object.values(flat.flatRoutes("app", ignoredRouteFiles)).filter(
      (route) => route.parentId === "root" && !ONE_ADDRESS.test(route.id),
    );
    return defineRoutes((route) => {
      for (const locale of PREFIXED_LOCALES)
        for (const { id, path, file } of fileRoutes) route(path ? `${locale}/${path}` : locale, file, { id: `${locale}/${id}` });
    });
  },
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
