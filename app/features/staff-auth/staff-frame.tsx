import type { ReactNode } from "react";
import type { RoleAreas } from "./roles";

/** What the back office's header needs of the signed-in person: their name, and the token its sign-out form sends. */
export interface SignedIn extends RoleAreas {
  displayName: string;
  csrf: string;
}

/**
 * The back office's own header: the office's name, who is signed in, and
 * the way out. No public menus, search, banners or counting: nothing here
 * is for the public, and nothing of the public site's runs here.
 */
export function StaffHeader({ signedIn }: { signedIn: SignedIn | null }) {
  return (
    <header className="site-header staff-header">
      <div className="container site-header__bar">
        <a className="brand" href="/staff">
          <span className="brand__mark" aria-hidden="true" />
          <span className="brand__text">
            <span className="brand__name">NASSCO</span>
            <span className="visually-hidden">, </span>
            <span className="brand__full">Back office</span>
          </span>
        </a>
        {signedIn ? (
          <nav aria-label="Back office" className="staff-header__nav">
            <ul>
              <li>
                <a href="/staff">Home</a>
              </li>
              {signedIn.content ? (
                <>
                  <li>
                    <a href="/staff/content">Content</a>
                  </li>
                  <li>
                    <a href="/staff/files">Files</a>
                  </li>
                </>
              ) : null}
              {signedIn.publisher ? (
                <>
                  <li>
                    <a href="/staff/register">Register</a>
                  </li>
                  <li>
                    <a href="/staff/newsletters">Newsletters</a>
                  </li>
                </>
              ) : null}
              {signedIn.requests ? (
                <li>
                  <a href="/staff/requests">Requests</a>
                </li>
              ) : null}
              {signedIn.grievances ? (
                <li>
                  <a href="/staff/grievances">Grievances</a>
                </li>
              ) : null}
              {signedIn.grievances || signedIn.admin ? (
                <li>
                  <a href="/staff/sms">Text messages</a>
                </li>
              ) : null}
              <li>
                <a href="/staff/statistics">Statistics</a>
              </li>
              {signedIn.admin ? (
                <li>
                  <a href="/staff/accounts">Accounts</a>
                </li>
              ) : null}
              <li>
                <SignOutForm csrf={signedIn.csrf} everywhere={false} />
              </li>
            </ul>
          </nav>
        ) : null}
      </div>
    </header>
  );
}

export function SignOutForm({ csrf, everywhere }: { csrf: string; everywhere: boolean }) {
  return (
    <form method="post" action="/staff/sign-out" className="staff-sign-out">
      <input type="hidden" name="csrf" value={csrf} />
      {everywhere ? <input type="hidden" name="everywhere" value="yes" /> : null}
      <button type="submit" className={everywhere ? "button--secondary" : "staff-header__button"}>
        {everywhere ? "Sign out on every device" : "Sign out"}
      </button>
    </form>
  );
}

/** A back-office page: its heading and what it holds, in the site's container. */
export function StaffPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main-content" className="container staff-page" tabIndex={-1}>
      <h1>{title}</h1>
      {children}
    </main>
  );
}

/** Each back-office page's title and the robots rule (the listener's X-Robots-Tag says the same). */
export function staffMeta(title: string) {
  return [{ title: `${title} – NASSCO back office` }, { name: "robots", content: "noindex, nofollow" }];
}

/** Where to go after signing in: a back-office path the person was sent from, or the back office's home. */
export function afterSignIn(next: string | null): string {
  return next && /^\/staff(\/[A-Za-z0-9/_.?=&%-]*)?$/.test(next) && !next.startsWith("/staff/sign-") ? next : "/staff";
}
