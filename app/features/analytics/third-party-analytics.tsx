import { useLocation } from "@remix-run/react";
import { paths } from "~/site/paths";
import { useNonce } from "~/utils/nonce";
import { CONSENT_BANNER_ID, consentScript } from "./consent";

/**
 * The consent banner, in every public page while the office has a measurement id, hidden: the
 * script after it (features/analytics/consent.ts) shows it to a reader who has not answered, and
 * loads Google's tag for one who said yes. Without JavaScript there is no tag, so nothing to ask.
 * Its form posts the answer and comes back to this page, for a browser whose fetch fails.
 */
export function ConsentBanner({ measurementId }: { measurementId: string }) {
  const { pathname, search } = useLocation();
  const nonce = useNonce();
  return (
    <>
      {/* The script shows it before React hydrates the page: React is told not to mind. */}
      <section
        id={CONSENT_BANNER_ID}
        className="consent-banner"
        aria-labelledby="consent-banner-title"
        data-measurement-id={measurementId}
        hidden
        suppressHydrationWarning
      >
        <div className="container">
          <h2 id="consent-banner-title" className="consent-banner__title">
            May we use Google Analytics?
          </h2>
          <p>
            It would set cookies in your browser and send Google the pages you read and details of your device, so that we can see how the
            site is used. Nothing loads from Google unless you agree. <a href={paths.privacyPolicy}>How we handle your data</a>.
          </p>
          <form method="post" action={paths.analyticsConsent} className="consent-banner__actions">
            <input type="hidden" name="back" value={pathname + search} />
            <button type="submit" name="choice" value="yes" className="button">
              Yes, use Google Analytics
            </button>{" "}
            <button type="submit" name="choice" value="no" className="button button--secondary">
              No, thank you
            </button>
          </form>
        </div>
      </section>
      {/* The server's text alone, which the CSP's hash is of; a browser's copy of the module (minified)
          would print the rules differently, and React keeps what the server sent. */}
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: typeof document === "undefined" ? consentScript() : "" }}
      />
    </>
  );
}
