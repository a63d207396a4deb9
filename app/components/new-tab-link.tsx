import type { AnchorHTMLAttributes } from "react";
import { useLocale } from "~/i18n/use-locale";

/** Files (documents, data, videos) open in a new tab; pages open in the same one. */
export function isFileLink(href: string): boolean {
  return /\.(pdf|csv|docx?|xlsx?|mp4)$/i.test(href);
}

/** A link that opens in a new tab and says so to people who cannot see that happen. */
export function NewTabLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { t } = useLocale();
  return (
    <a {...props} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t.chrome.opensInNewTab}</span>
    </a>
  );
}
