import { unconfirmed, type OfficeContact } from "~/content/contact";
import { navigation } from "~/content/navigation";
import { sitePageList } from "~/content/site-pages";
import { locate } from "~/site/navigation";
import { MailIcon, PhoneIcon, SocialIcon } from "./icons";
import { ProvenanceLabel, ToBeConfirmed } from "./provenance-label";
import { paths } from "~/site/paths";

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
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">NASSCO</h2>
          <p>
            The National Social Safety-Nets Coordinating Office builds the National Social Register of poor and vulnerable households and
            coordinates the programmes that use it.
          </p>
          <p className="site-footer__hotline">
            <PhoneIcon /> Toll-free line: <a href={`tel:${contact.tollFreeLine.value}`}>{contact.tollFreeLine.value}</a>
          </p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick links</h2>
          <ul>
            {navigation.map((group) => (
              <li key={group.path}>
                <a href={group.path}>{group.title}</a>
              </li>
            ))}
            {USEFUL_PAGES.map((page) => (
              <li key={page.path}>
                <a href={page.path}>{page.name}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact us</h2>
          <address>
            <span className="site-footer__line">
              {contact.street.value},<ToBeConfirmed detail={contact.street} />
            </span>
            <span className="site-footer__line">{contact.city.value}</span>
            <span className="site-footer__line">
              <PhoneIcon /> <a href={`tel:${contact.tollFreeLine.value}`}>{contact.tollFreeLine.value}</a> (toll-free)
            </span>
            <span className="site-footer__line">
              <MailIcon /> <a href={`mailto:${contact.infoEmail.value}`}>{contact.infoEmail.value}</a>
              <ToBeConfirmed detail={contact.infoEmail} />
            </span>
          </address>
          <h2 id="footer-social">Follow us</h2>
          <ul className="social" aria-labelledby="footer-social">
            {contact.social.map((network) => (
              <li key={network.name}>
                <a href={network.value} rel="noopener">
                  <SocialIcon name={network.name} />
                  <span className="visually-hidden">NASSCO on {network.name}</span>
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
              {guessed.length === contact.social.length ? "These" : "The"} {guessed.map((network) => network.name).join(" and ")} address
              {guessed.length > 1 ? "es are" : " is"} to be confirmed.
            </p>
          ) : null}
        </section>
      </div>
      <div className="site-footer__bottom">
        <p className="container">
          © {year} {contact.officeName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
