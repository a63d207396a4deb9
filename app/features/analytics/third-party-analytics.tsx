import { useLocation } from "@remix-run/react";
import { paths } from "~/site/paths";

/**
 * The consent banner: a plain form that posts the answer and comes back to
 * this page, so it works the same with or without JavaScript.
 */
export function ConsentBanner() {
  const { pathname, search } = useLocation();
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title">
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
  );
}

/** Google's tag, for a reader who agreed: the loader, and the page view it sends. */
export function GoogleTag({ id, nonce }: { id: string; nonce?: string }) {
  const config = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${JSON.stringify(id)});`;
  return (
    <>
      <script async nonce={nonce} src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: config }} />
    </>
  );
}
