import type { ReactNode } from "react";
import { unconfirmed, type ContactDetail } from "~/content/contact";
import { ToBeConfirmed } from "./provenance-label";

/**
 * An e-mail address: a mailto link once it is confirmed (the office's own, or
 * one a public record gives); until then the address as text, followed by
 * "(to be confirmed)", so that no one writes to a mailbox we only guessed.
 * `children` is how the address shows, when not as itself.
 */
export function MailAddress({ detail, children }: { detail: ContactDetail; children?: ReactNode }) {
  const shown = children ?? detail.value;
  return (
    <>
      {unconfirmed(detail) ? shown : <a href={`mailto:${detail.value}`}>{shown}</a>}
      <ToBeConfirmed detail={detail} />
    </>
  );
}
