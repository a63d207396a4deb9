import { contact } from "~/content/contact";
import { navigation } from "~/content/navigation";

export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <nav aria-label="Quick links">
          <h2>Quick links</h2>
          <ul>
            {navigation.map((group) => (
              <li key={group.path}>
                <a href={group.path}>{group.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>Contact us</h2>
          <address>
            {contact.address.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
            Toll-free line: <a href={`tel:${contact.tollFreeLine}`}>{contact.tollFreeLine}</a>
            <br />
            E-mail: <a href={`mailto:${contact.infoEmail}`}>{contact.infoEmail}</a>
          </address>
        </div>
      </div>
      <p className="container site-footer__copyright">
        © {year} {contact.officeName}
      </p>
    </footer>
  );
}
