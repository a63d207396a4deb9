import { useLocation } from "@remix-run/react";
import { LOCALES, localeNames, localePath, splitLocale } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";

/**
 * The same page in every language, as plain links (GOV.UK's language toggle):
 * each name in its own language and marked with its lang, so a screen reader
 * says it right; the query stays, so a reader keeps their place in a list.
 * Nothing is remembered and nothing redirects: the language is in the address.
 */
export function LanguageSwitcher() {
  const { search } = useLocation();
  const { locale, path, t } = useLocale();
  return (
    <nav className="language-switcher" aria-label={t.languages.label}>
      <div className="container">
        <ul>
          {LOCALES.map((code) =>
            code === locale ? (
              <li key={code}>
                <span aria-current="true" lang={code}>
                  {localeNames[code].own}
                </span>
              </li>
            ) : (
              <li key={code}>
                <a href={localePath(code, path) + search} lang={code} hrefLang={code}>
                  {localeNames[code].own}
                </a>
              </li>
            ),
          )}
        </ul>
      </div>
    </nav>
  );
}

/** rel=alternate for each language and x-default (English), absolute, for search engines: every page has all five. */
export function LanguageAlternates({ origin }: { origin: string }) {
  const { pathname, search } = useLocation();
  const { path } = splitLocale(pathname);
  return (
    <>
      {LOCALES.map((code) => (
        <link key={code} rel="alternate" hrefLang={code} href={`${origin}${localePath(code, path)}${search}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${path}${search}`} />
    </>
  );
}
