import { useNonce } from "~/utils/nonce";

/** Where the form's script asks for a Markdown field's preview (routes/staff.content.preview.ts). */
export const LIVE_PREVIEW_PATH = "/staff/content/preview";

/**
 * Under a Markdown field: its rendering, kept up to date as it is typed.
 * Hidden until the script below shows it, so that without JavaScript the
 * form is as it was and the Preview button does the work.
 */
export function LivePreviewRegion({ fieldId, label }: { fieldId: string; label: string }) {
  return (
    <section className="staff-live-preview" id={`${fieldId}-live`} aria-labelledby={`${fieldId}-live-heading`} hidden>
      <h3 id={`${fieldId}-live-heading`}>{label} as readers will see it</h3>
      <div aria-live="polite" data-live-output="" />
    </section>
  );
}

/**
 * The back office's one script, inline with this request's nonce (its CSP
 * trusts nothing else). No React and no Markdown library: after a pause in
 * typing, it posts the field's text with the form's token and shows the
 * HTML the server renders. A failed answer says to use the Preview button.
 */
const SCRIPT = `(function () {
  "use strict";
  var form = document.querySelector("form[data-live-preview]");
  if (!form || !window.fetch || !window.AbortController || !window.URLSearchParams) return;
  var address = form.getAttribute("data-live-preview");
  var token = form.querySelector('input[name="csrf"]');
  var lead = form.querySelector('[name="lead"]');
  Array.prototype.forEach.call(form.querySelectorAll("textarea[data-live-preview-field]"), function (area) {
    var box = document.getElementById(area.id + "-live");
    var output = box && box.querySelector("[data-live-output]");
    if (!output) return;
    box.hidden = false;
    var timer = 0;
    var pending = null;
    var asked = 0;
    function update() {
      if (pending) pending.abort();
      pending = new AbortController();
      var mine = ++asked;
      var body = new URLSearchParams();
      body.set("csrf", token ? token.value : "");
      body.set("collection", form.getAttribute("data-collection") || "");
      body.set("field", area.name);
      body.set(area.name, area.value);
      if (lead && lead !== area) body.set("lead", lead.value);
      fetch(address, { method: "POST", body: body, credentials: "same-origin", signal: pending.signal })
        .then(function (response) {
          if (!response.ok) throw new Error("The preview answered " + response.status);
          return response.text();
        })
        .then(function (html) {
          if (mine === asked) output.innerHTML = html;
        })
        .catch(function (error) {
          if (mine !== asked || (error && error.name === "AbortError")) return;
          output.textContent = "The preview could not be updated. Use the Preview button to see it.";
        });
    }
    area.addEventListener("input", function () {
      clearTimeout(timer);
      timer = setTimeout(update, 400);
    });
    if (area.value.trim() !== "") update();
  });
})();`;

export function LivePreviewScript() {
  const nonce = useNonce();
  // A page made for one person always has a nonce; without one the script would be refused, so it is left out.
  return nonce ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} /> : null;
}
