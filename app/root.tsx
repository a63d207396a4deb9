import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorPage } from "~/components/error-page";
import { NotificationsBanner } from "~/features/notices/notifications-banner";
import { PageViewBeacon } from "~/features/analytics/page-view-beacon";
import { ConsentBanner, GoogleTag } from "~/features/analytics/third-party-analytics";
import { SiteFooter } from "~/components/site-footer";
import { useResultsFocus } from "~/components/results-focus";
import { SiteHeader } from "~/components/site-header";
import { SiteNav } from "~/components/site-nav";
import { readNotifications } from "~/features/notices/notices.server";
import { officeContact } from "~/features/office-contact/office-contact.server";
import { useOfficeContact } from "~/features/office-contact/use-office-contact";
import stylesUrl from "~/styles/app.css";
import { thirdPartyAnalytics } from "~/features/analytics/consent.server";
import { getEnv, siteOrigin } from "~/utils/env.server";
import { ShareImageMeta } from "~/components/share-meta";
import { isBackOffice, ownShareImage, wantsHydration } from "~/utils/handle";
import { revalidateSiteData } from "~/utils/revalidate";
import { useNonce } from "~/utils/nonce";
import { wantsLitePages } from "~/utils/reader-preferences";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesUrl },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Only error pages fall back to this; every route sets its own title. */
export const meta: MetaFunction = ({ error }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "Page not found" : status < 500 ? "Request not accepted" : "Sorry, something went wrong";
  return [{ title: `${title} – NASSCO` }];
};

export async function loader({ request }: LoaderFunctionArgs) {
  return {
    notifications: await readNotifications(),
    /** The national office's channels, for the footer and the error pages (useOfficeContact). */
    contact: await officeContact(),
    /** Save-Data visitors get every page as plain HTML. */
    lite: wantsLitePages(request.headers.get("Save-Data")),
    year: new Date().getFullYear(),
    /** The site's own address, for what must be absolute: og:image, share links. */
    origin: siteOrigin(),
    analytics: getEnv().ANALYTICS === "on",
    thirdParty: await thirdPartyAnalytics(request),
  };
}

export const shouldRevalidate = revalidateSiteData;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const matches = useMatches();
  const { pathname } = useLocation();
  const root = useRouteLoaderData<typeof loader>("root");
  const contact = useOfficeContact();
  const hydrate = !root?.lite && matches.some(wantsHydration);
  // The back office (routes/staff.tsx) draws its own header, and none of the public site's parts.
  const backOffice = matches.some(isBackOffice);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b6b3a" />
        <Meta />
        {root && !backOffice ? <ShareImageMeta origin={root.origin} image={ownShareImage(matches)} /> : null}
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        {backOffice ? (
          children
        ) : (
          <>
            <SiteHeader />
            <NotificationsBanner items={root ? root.notifications : null} />
            {root?.thirdParty.ask ? <ConsentBanner /> : null}
            {children}
            <SiteNav currentPath={pathname} />
            <SiteFooter year={root?.year ?? new Date().getFullYear()} contact={contact} />
            {root?.analytics ? <PageViewBeacon /> : null}
            {root?.thirdParty.tag ? <GoogleTag id={root.thirdParty.tag} nonce={nonce} /> : null}
          </>
        )}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
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
