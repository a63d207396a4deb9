import { useEffect, useRef, useState, type FormEvent } from "react";
import { MESSAGE_DISPLAY_MS, NEWSLETTER_ANCHOR } from "~/content/newsletter";
import { useLocale } from "~/i18n/use-locale";
import { useEnhanced } from "~/utils/use-enhanced";
import { HONEYPOT_FIELD } from "~/features/forms/honeypot";
import { Honeypot } from "~/features/forms/honeypot-field";

export interface NewsletterResult {
  ok: boolean;
  message: string;
  /** What was typed, put back in the box after a refusal. */
  email?: string;
}

type Status = "idle" | "submitting";

/**
 * Without JavaScript this is a plain form posting to the home page's action,
 * which redirects back to the form with the thank-you, or answers with the
 * refusal and what was typed. With JavaScript it sends the
 * JSON call to /api/subscribe (docs/product.md, "Calls"), so a dropped
 * connection can show the network message instead of an error page, and
 * messages fade after 3 s.
 */
export function NewsletterForm({ result }: { result?: NewsletterResult }) {
  const [shown, setShown] = useState<NewsletterResult | undefined>(result);
  // A new answer from the server replaces whatever is shown (React's pattern for state that follows a prop).
  const [lastResult, setLastResult] = useState(result);
  if (result !== lastResult) {
    setLastResult(result);
    setShown(result);
  }
  const [status, setStatus] = useState<Status>("idle");
  const enhanced = useEnhanced();
  const input = useRef<HTMLInputElement>(null);
  const { t, locale, href } = useLocale();
  const words = t.newsletter;

  useEffect(() => {
    if (!shown || !enhanced) return;
    const timer = window.setTimeout(() => setShown(undefined), MESSAGE_DISPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [shown, enhanced]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = input.current?.value.trim() ?? "";
    if (!email) {
      setShown({ ok: false, message: words.empty });
      return;
    }
    setStatus("submitting");
    // The last answer no longer applies: an old error beside "Subscribing…" would read as this attempt's.
    setShown(undefined);
    const honeypot = new FormData(form).get(HONEYPOT_FIELD);
    try {
      const response = await fetch("/api/subscribe", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ email, locale, [HONEYPOT_FIELD]: honeypot }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      if (response.ok) {
        if (input.current) input.current.value = "";
        setShown({ ok: true, message: body.message ?? words.success });
      } else {
        setShown({ ok: false, message: body.error || words.refused });
      }
    } catch {
      setShown({ ok: false, message: words.networkError });
    } finally {
      setStatus("idle");
    }
  }

  const submitting = status === "submitting";
  const error = shown && !shown.ok ? shown : undefined;
  return (
    <form
      method="post"
      action={`${href("/")}?index#${NEWSLETTER_ANCHOR}`}
      className="newsletter"
      onSubmit={(event) => void onSubmit(event)}
      noValidate={enhanced}
      aria-busy={submitting}
    >
      <label htmlFor="newsletter-email">{words.label}</label>
      <div className="newsletter__row">
        <input
          ref={input}
          id="newsletter-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          inputMode="email"
          placeholder="name@example.com"
          defaultValue={result && !result.ok ? result.email : undefined}
          disabled={submitting}
          aria-invalid={error ? true : undefined}
          aria-describedby={shown ? "newsletter-message" : undefined}
        />
        <button type="submit" disabled={submitting}>
          {submitting ? <span className="spinner" aria-hidden="true" /> : null}
          {submitting ? words.subscribing : words.subscribe}
        </button>
      </div>
      <Honeypot />
      <p
        id="newsletter-message"
        className={shown ? (shown.ok ? "form-message form-message--ok" : "form-message form-message--error") : "form-message"}
        role="status"
      >
        {shown?.message}
      </p>
    </form>
  );
}
