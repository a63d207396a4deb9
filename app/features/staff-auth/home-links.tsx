import type { RoleAreas } from "./roles";
/** The back office's home: a link to each part the person's roles open, then their own settings. */
export function HomeLinks({ admin, content, publisher, requests, grievances }: RoleAreas) {
  return (
    <>
      {content ? (
        <>
          <h2>Content</h2>
          <p>
            <a href="/staff/content">Write, review and publish the site&rsquo;s content</a>
          </p>
          <p>
            <a href="/staff/files">Upload photos and PDFs</a>
          </p>
          <p>
            <a href="/staff/translations">Translations</a>: what each language lacks, what is stale, and what is not yet reviewed
          </p>
        </>
      ) : null}
      {requests ? (
        <>
          <h2>Data access requests</h2>
          <p>
            <a href="/staff/requests">The queue: new, yours, unassigned and overdue requests</a>
          </p>
          <p>
            <a href="/staff/requests/new">Enter a request that came on paper or by e-mail</a>
          </p>
          <h2>Messages</h2>
          <p>
            <a href="/staff/messages">Problems and questions sent from the Contact us page</a>
          </p>
        </>
      ) : null}
      {grievances ? (
        <>
          <h2>Grievances</h2>
          <p>
            <a href="/staff/grievances">Grievances</a>: the queue of your desk&rsquo;s cases, from every channel
          </p>
          <p>
            <a href="/staff/grievances/new">Enter a grievance</a> that came by a 969 call, on paper, at a state office or by e-mail
          </p>
        </>
      ) : null}
      {publisher ? (
        <>
          <h2>Register figures</h2>
          <p>
            <a href="/staff/register">Upload and publish the office&rsquo;s LGA summary</a>
          </p>
          <h2>Payment progress</h2>
          <p>
            <a href="/staff/payments/progress">Upload and publish the households due and paid in a cycle</a>
          </p>
          <h2>Newsletter</h2>
          <p>
            <a href="/staff/newsletters">Write and send the newsletter</a>
          </p>
        </>
      ) : null}
      {requests || admin ? (
        <p>
          <a href="/staff/holidays">Public holidays</a>, which do not count towards a request&rsquo;s age
        </p>
      ) : null}
      <h2>Statistics</h2>
      <p>
        <a href="/staff/statistics">Requests, subscribers and page views</a>
      </p>
      <p>
        <a href="/staff/feedback">Was this page useful?</a> Readers&rsquo; answers and comments, page by page
      </p>
      {admin ? (
        <>
          <h2>Accounts</h2>
          <p>
            <a href="/staff/accounts">Invite a colleague, or disable or unlock an account</a>
          </p>
          <p>
            <a href="/staff/partners">Partners of the grievance API</a>: add one and give it its key, or disable one
          </p>
        </>
      ) : null}
      <h2>Your password and e-mail address</h2>
      <p>
        <a href="/staff/password">Change your password</a>
      </p>
      <p>
        <a href="/staff/email">Your e-mail address</a>, where tests of a newsletter go
      </p>
    </>
  );
}
