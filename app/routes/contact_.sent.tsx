import { officeHoursIn } from "~/features/office-contact/office-hours";
import { ReceiptAnswer } from "~/features/forms/receipt-answer";
import { sitePages } from "~/content/site-pages";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageFrame } from "~/components/page-frame";
import { readContactReceipt } from "~/features/contact/receipt.server";
import { useOfficeContact } from "~/components/use-office-contact";
import { paths } from "~/site/paths";
import { WithLink } from "~/components/with-link";
import { format } from "~/i18n/format";
import { metaWords } from "~/i18n/meta";
import { useLocale } from "~/i18n/use-locale";
import { heroFor } from "~/site/navigation";
import { furnitureState } from "~/i18n/translation-state";
import { routeLocale } from "~/i18n/locales";

/** The Get after the Post: the reference this browser was given, from its signed cookie. */
export async function loader({ request }: LoaderFunctionArgs) {
  const receipt = await readContactReceipt(request);
  const translation = furnitureState(routeLocale(request).locale);
  return { receipt, translation };
}

/** It shows what one person sent: never kept by a shared cache, never indexed. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = ({ matches }) => {
  const words = metaWords(matches);
  return [
    { title: `${words.messages.contact.sentTitle} – ${heroFor(sitePages.contact.path, words.pages).title} – NASSCO` },
    { name: "robots", content: "noindex" },
  ];
};

export default function ContactSent() {
  const { receipt } = useLoaderData<typeof loader>();
  const contact = useOfficeContact();
  const { t, pages, href, locale } = useLocale();
  const words = t.contact;
  const hero = heroFor(sitePages.contact.path, pages);
  if (!receipt) {
    return (
      <PageFrame hero={hero}>
        <div className="container">
          <h2>{words.noRecentHeading}</h2>
          <p>
            <WithLink text={words.noRecentText} mark="link" href={href(paths.contact)} label={hero.title} />
          </p>
        </div>
      </PageFrame>
    );
  }
  return (
    <PageFrame
      hero={{
        title: hero.title,
        // The reference under the title, on a small phone's first screen.
        answer: <ReceiptAnswer referenceText={words.sentReference} reference={receipt.reference} />,
      }}
    >
      <div className="container">
        <div className="confirmation" role="status" id="message">
          <h2 className="confirmation__title">{words.sentHeading}</h2>
        </div>
        <h2>{words.nextHeading}</h2>
        <p>
          {format(words.readDuring, { hours: officeHoursIn(contact.officeHours.value, locale).text })}{" "}
          {receipt.replyExpected ? words.willReply : words.cannotReply}
        </p>
        <p>
          <WithLink
            text={words.urgent}
            mark="phone"
            href={`tel:${contact.tollFreeLine.value.replace(/ /g, "")}`}
            label={contact.tollFreeLine.value}
          />
        </p>
        <p>
          <a href={href(paths.home)}>{words.goHome}</a> {words.or} <a href={href(paths.contact)}>{words.sendAnother}</a>.
        </p>
      </div>
    </PageFrame>
  );
}
