import { sitePages } from "~/content/site-pages";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageFrame } from "~/components/page-frame";
import { readContactReceipt, SPAM_CONTACT_RECEIPT } from "~/features/contact/receipt.server";
import { useOfficeContact } from "~/features/office-contact/use-office-contact";
import { paths } from "~/site/paths";

/** The Get after the Post: the reference this browser was given, from its signed cookie. */
export async function loader({ request }: LoaderFunctionArgs) {
  const receipt = await readContactReceipt(request);
  if (!receipt) return { receipt: null, spam: false };
  if (receipt.reference === SPAM_CONTACT_RECEIPT.reference) return { receipt: null, spam: true };
  return { receipt, spam: false };
}

/** It shows what one person sent: never kept by a shared cache, never indexed. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = () => [{ title: "Message sent – Contact us – NASSCO" }, { name: "robots", content: "noindex" }];

export default function ContactSent() {
  const { receipt, spam } = useLoaderData<typeof loader>();
  const contact = useOfficeContact();
  if (!receipt && !spam) {
    return (
      <PageFrame hero={sitePages.contact.hero}>
        <div className="container">
          <h2>No recent message from this browser</h2>
          <p>
            This page confirms a message sent from this browser in the last hour. To send one, use the form on{" "}
            <a href={paths.contact}>Contact us</a>.
          </p>
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame hero={sitePages.contact.hero}>
      <div className="container">
        <div className="confirmation" role="status" id="message">
          <h2 className="confirmation__title">Your message has been sent</h2>
          {receipt ? (
            <p className="confirmation__reference">
              Its reference is <strong>{receipt.reference}</strong>. Please quote it if you write or call about it.
            </p>
          ) : null}
        </div>
        <h2>What happens next</h2>
        <p>
          Our staff read messages during office hours, {contact.officeHours.value}.{" "}
          {receipt?.replyExpected
            ? "We will reply to the e-mail address you gave."
            : "You did not give an e-mail address, so we cannot reply, but our staff will read it."}
        </p>
        <p>
          For anything urgent, call the toll-free line{" "}
          <a href={`tel:${contact.tollFreeLine.value.replace(/ /g, "")}`}>{contact.tollFreeLine.value}</a>.
        </p>
        <p>
          <a href={paths.home}>Go to the home page</a> or <a href={paths.contact}>send another message</a>.
        </p>
      </div>
    </PageFrame>
  );
}
