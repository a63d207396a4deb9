import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { navigation } from "~/content/navigation";
import { useOfficeContact } from "~/features/office-contact/use-office-contact";
import { SearchForm } from "~/features/search/search-form";
import { PageFrame } from "./page-frame";

export type ErrorKind = "not-found" | "bad-request" | "server-error";

/** The 404, 4xx and 500 pages: what went wrong, and where to go instead. */
export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const contact = useOfficeContact();
  return (
    <PageFrame className="container error-page">
      {kind === "not-found" ? (
        <>
          <h1>Page not found</h1>
          <p>If you typed the web address, check it is correct. If you followed a link, the page may have moved.</p>
        </>
      ) : kind === "bad-request" ? (
        <>
          <h1>We could not read what was sent</h1>
          <p>
            Please go back and send the form again from this website. If it keeps happening, try another browser, or call the toll-free line{" "}
            <a href={`tel:${contact.tollFreeLine.value}`}>{contact.tollFreeLine.value}</a>.
          </p>
        </>
      ) : (
        <>
          <h1>Sorry, something went wrong on our side</h1>
          <p>Please try again in a few minutes. Nothing you entered has been lost on our side, but you may need to send it again.</p>
          <p>
            If you need help now, call the toll-free line <a href={`tel:${contact.tollFreeLine.value}`}>{contact.tollFreeLine.value}</a>.
          </p>
        </>
      )}
      <h2>Search the website</h2>
      <SearchForm id="error-search" />
      <h2>Or go to a section</h2>
      <ul className="error-page__sections">
        <li>
          <a href="/">Home</a>
        </li>
        {navigation.map((group) => (
          <li key={group.path}>
            <a href={group.path}>{group.title}</a>
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
    if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage kind="server-error" />;
    return (
      <PageFrame className="container error-page">
        <h1>{notFound.title}</h1>
        <p>{notFound.text}</p>
        <p>
          <a href={listHref}>{notFound.back}</a>
        </p>
      </PageFrame>
    );
  };
}
