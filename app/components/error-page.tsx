import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { navigation } from "~/content/navigation";
import { WithLink } from "./with-link";
import { useLocale } from "~/i18n/use-locale";
import { wordsOf } from "~/site/navigation";
import { useOfficeContact } from "~/components/use-office-contact";
import { SearchForm } from "~/components/search-form";
import { PageFrame } from "./page-frame";

export type ErrorKind = "not-found" | "bad-request" | "server-error";

/** The 404, 4xx and 500 pages: what went wrong, and where to go instead. */
export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const contact = useOfficeContact();
  const { t, pages, href } = useLocale();
  const phone = contact.tollFreeLine.value;
  return (
    <PageFrame className="container error-page">
      {kind === "not-found" ? (
        <>
          <h1>{t.errors.notFoundTitle}</h1>
          <p>{t.errors.notFoundText}</p>
        </>
      ) : kind === "bad-request" ? (
        <>
          <h1>{t.errors.badRequestTitle}</h1>
          <p>
            <WithLink text={t.errors.badRequestText} mark="phone" href={`tel:${phone}`} label={phone} />
          </p>
        </>
      ) : (
        <>
          <h1>{t.errors.serverErrorTitle}</h1>
          <p>{t.errors.serverErrorText}</p>
          <p>
            <WithLink text={t.errors.serverErrorHelp} mark="phone" href={`tel:${phone}`} label={phone} />
          </p>
        </>
      )}
      <h2>{t.errors.searchTheWebsite}</h2>
      <SearchForm id="error-search" />
      <h2>{t.errors.goToSection}</h2>
      <ul className="error-page__sections">
        <li>
          <a href={href("/")}>{t.chrome.home}</a>
        </li>
        {navigation.map((group) => (
          <li key={group.path}>
            <a href={href(group.path)}>{wordsOf(pages, group.path).name}</a>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}

/** What an item's 404 says: its own words, and the way back to its list. */
export interface ItemNotFoundText {
  title: string;
  text: string;
  back: string;
}

/**
 * An item page's error boundary (a news article, a vacancy): its own 404
 * when the item is not there, and the site's error page for anything else.
 */
export function itemErrorBoundary(notFound: ItemNotFoundText, listHref: string) {
  return function ItemErrorBoundary() {
    const error = useRouteError();
    const { href } = useLocale();
    if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage kind="server-error" />;
    return (
      <PageFrame className="container error-page">
        <h1>{notFound.title}</h1>
        <p>{notFound.text}</p>
        <p>
          <a href={href(listHref)}>{notFound.back}</a>
        </p>
      </PageFrame>
    );
  };
}
