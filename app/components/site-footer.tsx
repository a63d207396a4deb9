import { unconfirmed, type OfficeContact } from "~/content/contact";
import { navigation } from "~/content/navigation";
import { sitePageList } from "~/content/site-pages";
import { locate, wordsOf } from "~/site/navigation";
import { MailIcon, PhoneIcon, SocialIcon } from "./icons";
import { MailAddress } from "./mail-address";
import { ProvenanceLabel, ToBeConfirmed } from "./provenance-label";
import { paths } from "~/site/paths";
import { useLocale } from "~/i18n/use-locale";
import { format } from "~/i18n/format";

/**
 * Pages people most often look for, besides the sections themselves, then the
 * pages every government site owes its readers (contact, accessibility, the
 * site map), where readers look for them: at the foot of every page.
 */
const USEFUL_PAGES = [
  ...[paths.news, paths.faqs, paths.darForm, paths.careers, paths.tenders, paths.privacyPolicy].map((path) => locate(path).page!),
  ...sitePageList,
];

export function SiteFooter({ year, contact }: { year: number; contact: OfficeContact }) {
  const guessed = contact.social.filter(unconfirmed);
  const { t, pages, href } = useLocale();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">NASSCO</h2>
          <p>{t.footer.about}</p>
          <p className="site-footer__hotline">
            <PhoneIcon /> {t.footer.tollFreeLine} <a href={`tel:${contact.tollFreeLine.value}`}>{contact.tollFreeLine.value}</a>
          </p>
          {/* One tap from every page: how to tell the office's channels from a fake, where to report a problem, when an LGA is paid, and whether the channels work. */}
          <p className="site-footer__real">
            <a href={href(paths.isThisReal)}>{t.isThisReal.title}</a>
            <span aria-hidden="true"> · </span>
            <a href={href(paths.grievanceForm)}>{t.grievanceForm.title}</a>
          </p>
          {/* A line of its own: on a 40-column text browser it would otherwise break inside the link. */}
          <p className="site-footer__real">
            <a href={href(paths.payments)}>{t.payments.title}</a>
          </p>
          <p className="site-footer__real">
            <a href={href(paths.status)}>{t.serviceStatus.title}</a>
          </p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t.footer.quickLinks}</h2>
          <ul>
            {navigation.map((group) => (
              <li key={group.path}>
                <a href={href(group.path)}>{wordsOf(pages, group.path).name}</a>
              </li>
            ))}
            {USEFUL_PAGES.map((page) => (
              <li key={page.path}>
                <a href={href(page.path)}>{wordsOf(pages, page.path).name}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t.footer.contactUs}</h2>
          {/* Lines broken by <br>, not by CSS alone, so a text browser shows "(to be confirmed)" and "Abuja" apart. */}
          <address>
            {contact.street.value},<ToBeConfirmed detail={contact.street} />
            <br />
            {contact.city.value}
            <br />
            <PhoneIcon /> <a href={`tel:${contact.tollFreeLine.value}`}>{contact.tollFreeLine.value}</a> {t.footer.tollFree}
            <br />
            <MailIcon /> <MailAddress detail={contact.infoEmail} />
          </address>
          <h2 id="footer-social">{t.footer.followUs}</h2>
          <ul className="social" aria-labelledby="footer-social">
            {contact.social.map((network) => (
              <li key={network.name}>
                <a href={network.value} rel="noopener">
                  <SocialIcon name={network.name} />
                  <span className="visually-hidden">{format(t.footer.onNetwork, { network: network.name })}</span>
                </a>
              </li>
            ))}
          </ul>
          {contact.social
            .filter((network) => network.provenance === "published")
            .map((network) => (
              <p key={network.name} className="provenance">
                {network.name}:<ProvenanceLabel item={network} kind="contact" inline />
              </p>
            ))}
          {guessed.length ? (
            <p className="provenance">
              {format(t.footer.addressesToBeConfirmed, { networks: guessed.map((network) => network.name).join(", ") })}
            </p>
          ) : null}
        </section>
      </div>
      <div className="site-footer__bottom">
        <p className="container">{format(t.footer.rights, { year, office: contact.officeName })}</p>
      </div>
    </footer>
  );
}
