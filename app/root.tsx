import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorPage } from "~/components/error-page";
import { NotificationsBanner } from "~/features/notices/notifications-banner";
import { PageViewBeacon } from "~/features/analytics/page-view-beacon";
import { ConsentBanner } from "~/features/analytics/third-party-analytics";
import { SiteFooter } from "~/components/site-footer";
import { useResultsFocus } from "~/components/results-focus";
import { SiteHeader } from "~/components/site-header";
import { SiteNav } from "~/components/site-nav";
import { readNotifications } from "~/features/notices/notices.server";
import { officeContact } from "~/features/office-contact/office-contact.server";
import { useOfficeContact } from "~/components/use-office-contact";
import type { RootData } from "~/site/root-data";
import stylesUrl from "~/styles/app.css";
import printStylesUrl from "~/styles/print.css";
import { CriticalStyle } from "~/utils/critical-css";
import { measurementId } from "~/features/analytics/consent.server";
import { getEnv, siteOrigin } from "~/utils/env.server";
import { ShareImageMeta } from "~/components/share-meta";
import { isBackOffice, ownShareImage } from "~/utils/handle";
import { revalidateSiteData } from "~/utils/revalidate";
import { useNonce } from "~/utils/nonce";
import { wantsLitePages } from "~/utils/reader-preferences";
import { LanguageAlternates, LanguageSwitcher } from "~/components/language-switcher";
import { routeLocale } from "~/i18n/locales";
import { furnitureReviewed } from "~/i18n/review.server";
import { useLocale } from "~/i18n/use-locale";
import { metaWords } from "~/i18n/meta";
import { pageHydrates } from "~/i18n/words";
import { PageWords } from "~/i18n/page-words-block";

/** The stylesheets are in Layout: where they go depends on the page (decision 0097). */
export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** Only error pages fall back to this; every route sets its own title. */
export const meta: MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { errors } = metaWords(matches).messages;
  const title = status === 404 ? errors.notFoundPageTitle : status < 500 ? errors.requestNotAccepted : errors.serverErrorPageTitle;
  return [{ title: `${title} – NASSCO` }];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const { locale } = routeLocale(request);
  // At least what the chrome reads (site/root-data.ts), which it reads by that type; the rest is the root's own.
  return {
    /** Whether a person at the office has reviewed that language's furniture; until then every page says it is a draft. */
    furnitureReviewed: locale === "en" ? true : await furnitureReviewed(locale),
    notifications: await readNotifications(locale),
    /** The national office's channels, for the footer and the error pages (useOfficeContact). */
    contact: await officeContact(),
    /** Save-Data visitors get every page as plain HTML. */
    lite: wantsLitePages(request.headers.get("Save-Data")),
    year: new Date().getFullYear(),
    /** The site's own address, for what must be absolute: og:image, share links. */
    origin: siteOrigin(),
    analytics: getEnv().ANALYTICS === "on",
    /** Google Analytics' id, the same for every reader: the page's script asks and loads the tag (decision 0114). */
    measurementId: measurementId(),
  } satisfies RootData & Record<string, unknown>;
}

export const shouldRevalidate = revalidateSiteData;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const matches = useMatches();
  const root = useRouteLoaderData<typeof loader>("root");
  const contact = useOfficeContact();
  const { locale, t, path } = useLocale();
  // Alternates only on a page that exists: not on an error page.
  const failed = useRouteError() != null;
  const hydrate = pageHydrates(matches);
  // The back office (routes/staff.tsx) draws its own header, and none of the public site's parts.
  const backOffice = matches.some(isBackOffice);
  // The back office, and a reader who asked to save data (lite pages, which the static mirror copies),
  // link the cached stylesheet in <head> instead: fewer bytes on every page after the first (decision 0097).
  const linkedStyles = backOffice || root?.lite === true;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b6b3a" />
        <Meta />
        {root && !backOffice ? <ShareImageMeta origin={root.origin} image={ownShareImage(matches)} /> : null}
        {root && !backOffice && !failed ? <LanguageAlternates origin={root.origin} /> : null}
        {/* A public page paints from its inline styles alone; the back office links app.css here (and
            its routes staff.css, by their links), blocking as before, and so do lite pages (decision 0097). */}
        {linkedStyles ? <link rel="stylesheet" href={stylesUrl} /> : <CriticalStyle />}
        <Links />
        {linkedStyles ? <link rel="stylesheet" href={printStylesUrl} media="print" /> : null}
      </head>
      <body>
        <a className="skip-link" href="#main-content">
          {t.chrome.skipLink}
        </a>
        {backOffice ? (
          children
        ) : (
          <>
            <LanguageSwitcher />
            <SiteHeader />
            <NotificationsBanner items={root ? root.notifications : null} />
            {/* A lite page has no script, and Google's tag never loads for a reader who asks to save data. */}
            {root?.measurementId && !root.lite ? <ConsentBanner measurementId={root.measurementId} /> : null}
            {children}
            <SiteNav currentPath={path} />
            <SiteFooter year={root?.year ?? new Date().getFullYear()} contact={contact} />
            {root?.analytics ? <PageViewBeacon /> : null}
          </>
        )}
        {hydrate ? (
          <>
            <PageWords />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
        {/* Last in <body>, the whole stylesheet blocks no paint: what is above it paints from the inline
            styles, with or without JavaScript, and it repeats them, so once here the page is as before.
            Cached under its fingerprint for the next page. Printing's rules come after every other. */}
        {linkedStyles ? null : (
          <>
            <link rel="stylesheet" href={stylesUrl} />
            <link rel="stylesheet" href={printStylesUrl} media="print" />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  useResultsFocus();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage kind="not-found" />;
  if (isRouteErrorResponse(error) && error.status < 500) return <ErrorPage kind="bad-request" />;
  // In the browser only: on the server, handleError (entry.server) has logged it already, without personal data.
  if (!isRouteErrorResponse(error) && typeof document !== "undefined") console.error(error);
  return <ErrorPage kind="server-error" />;
}
