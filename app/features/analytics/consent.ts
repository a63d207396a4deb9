import { refusesTracking, wantsLitePages } from "~/utils/reader-preferences";

/**
 * The reader's answer to the consent banner, "yes" or "no". It is a preference, not a credential
 * (forging "yes" only loads the tag in one's own browser), so it is neither signed nor httpOnly:
 * the page's own script reads it (decision 0114). The server never does, so every public page is
 * the same bytes whatever cookies the reader has, and any cache may keep it.
 */
export const CONSENT_COOKIE = "nassco_analytics";

export type Consent = "yes" | "no";

/** The banner's element, which the script finds it by; it carries the measurement id. */
export const CONSENT_BANNER_ID = "consent-banner";

/**
 * The script after the banner, inline: the CSP allows it by its hash on a public page (the text is
 * the same on every page) and by the nonce on a page for one visitor. Google's tag is JavaScript, so
 * a reader without it is never tracked and never asked: the banner comes hidden in the HTML. Here:
 *
 * - no answer yet: the banner is shown. An answer is posted with fetch, as the form would post it,
 *   and the server's Set-Cookie (routes/analytics-consent.ts, the cookie's one writer) is read back;
 *   if it is not there (no network, an old browser), the form is posted as without script;
 * - "yes": Google's tag is loaded, unless the browser asks not to be tracked or to save data. Those
 *   rules are the server's own (utils/reader-preferences.ts), printed into the script as they are
 *   written, fed what the browser says of itself instead of the headers it sends for it.
 *
 * A browser too old for the rules' syntax stops at the first line: no banner, no tag.
 */
export function consentScript(): string {
  return `(function () {
  "use strict";
  var refusesTracking = ${String(refusesTracking)};
  var wantsLitePages = ${String(wantsLitePages)};
  var banner = document.getElementById(${JSON.stringify(CONSENT_BANNER_ID)});
  var form = banner && banner.querySelector("form");
  if (!form) return;
  var id = banner.getAttribute("data-measurement-id");
  function answer() {
    var found = /(?:^|;\\s*)${CONSENT_COOKIE}=(yes|no)(?:;|$)/.exec(document.cookie);
    return found ? found[1] : null;
  }
  function tag() {
    var headers = { DNT: navigator.doNotTrack, "Sec-GPC": navigator.globalPrivacyControl ? "1" : null };
    var connection = navigator.connection;
    if (refusesTracking(function (name) { return headers[name]; })) return;
    if (wantsLitePages(connection && connection.saveData ? "on" : null)) return;
    window.dataLayer = window.dataLayer || [];
    window.gtag = function () { window.dataLayer.push(arguments); };
    window.gtag("js", new Date());
    window.gtag("config", id);
    var script = document.createElement("script");
    script.async = true;
    script.src = "https://www.googletagmanager.com/gtag/js?id=" + encodeURIComponent(id);
    document.head.appendChild(script);
  }
  var given = answer();
  if (given === "yes") return tag();
  if (given === "no") return;
  banner.hidden = false;
  form.addEventListener("submit", function (event) {
    var choice = event.submitter && event.submitter.value;
    if (!window.fetch || !window.URLSearchParams || (choice !== "yes" && choice !== "no")) return;
    event.preventDefault();
    var body = new URLSearchParams(new FormData(form));
    body.set("choice", choice);
    var post = function () {
      var field = document.createElement("input");
      field.type = "hidden";
      field.name = "choice";
      field.value = choice;
      form.appendChild(field);
      form.submit();
    };
    fetch(form.action, { method: "POST", body: body, credentials: "same-origin", redirect: "manual" }).then(function () {
      if (answer() !== choice) return post();
      banner.hidden = true;
      if (choice === "yes") tag();
    }, post);
  });
})();`;
}
