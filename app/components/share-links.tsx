import { useId } from "react";
import { useRootData } from "~/site/root-data";
import { useLocale } from "~/i18n/use-locale";

/** Where each service takes a link to share: their own pages, reached by a plain link, so no script of theirs runs here. */
export function shareAddresses(url: string, title: string) {
  const encoded = encodeURIComponent(url);
  return [
    { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: "X", href: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encoded}` },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}` },
  ];
}

/**
 * Share links for an article, a vacancy or a tender: plain links to each
 * service, and the address in a read-only box to copy, which needs no script
 * (a long press selects it on a phone).
 */
export function ShareLinks({
  path,
  title,
  titleLang,
}: {
  path: string;
  title: string;
  /** The title's language where it is not the page's. */ titleLang?: string;
}) {
  const origin = useRootData()?.origin ?? "";
  const id = useId();
  const { t } = useLocale();
  const url = `${origin}${path}`;
  return (
    <div className="share">
      <p className="share__title" id={`${id}-title`}>
        {t.share.share}
        <span className="visually-hidden" lang={titleLang}>
          : {title}
        </span>
      </p>
      <ul className="share__links" aria-labelledby={`${id}-title`}>
        {shareAddresses(url, title).map((service) => (
          <li key={service.name}>
            <a href={service.href}>{service.name}</a>
          </li>
        ))}
      </ul>
      <p className="share__copy">
        <label htmlFor={`${id}-url`}>{t.share.copyLink}</label>
        <input id={`${id}-url`} type="text" readOnly value={url} />
      </p>
    </div>
  );
}
