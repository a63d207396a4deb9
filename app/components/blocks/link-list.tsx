import type { Person } from "~/content/types";
import { slugify } from "~/utils/slug";
import { NewTabLink } from "../new-tab-link";
import { ProvenanceLabel } from "../provenance-label";
import type { BlockOf } from "./block-types";

/** Lists of things, each with its own label where it is illustrative: people, partners, links. */
export function People({ block }: { block: BlockOf<"people"> }) {
  return (
    <ul className="people">
      {block.people.map((person) => (
        <li key={person.id}>
          <PersonView person={person} />
        </li>
      ))}
    </ul>
  );
}

export function LogoGroups({ block }: { block: BlockOf<"logos"> }) {
  return (
    <>
      {block.groups.map((group) => (
        <section key={group.title} aria-labelledby={`logos-${slugify(group.title)}`}>
          <h2 id={`logos-${slugify(group.title)}`}>
            {group.title} <span className="count">({group.tiles.length})</span>
          </h2>
          <ul className="logos">
            {group.tiles.map((tile) => (
              <li key={tile.name}>
                <NewTabLink href={tile.link}>
                  <img src={tile.image} alt="" width={160} height={96} loading="lazy" decoding="async" />
                  <span>{tile.name}</span>
                </NewTabLink>
                <ProvenanceLabel item={tile} kind="stakeholder" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

export function LinkList({ block }: { block: BlockOf<"links"> }) {
  return (
    <ul className="link-list">
      {block.links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.text}</a>
          {link.description ? <p>{link.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** A team member: portrait, name (or, until supplied, the role), and a bio clamped to 4 lines. */
function PersonView({ person }: { person: Person }) {
  const heading = person.name ? (
    <>
      {person.name}
      {person.nameBreak ? (
        <>
          <br />
          {person.nameBreak}
        </>
      ) : null}
    </>
  ) : (
    person.title
  );
  return (
    <article className="person">
      <img className="person__photo" src={person.imageUrl} alt="" width={96} height={96} loading="lazy" decoding="async" />
      <h3 className="person__name">{heading}</h3>
      {person.name ? <p className="person__title">{person.title}</p> : null}
      <p className="person__bio">{person.bio}</p>
      <ProvenanceLabel item={person} kind="person" />
      {/* Its words come from CSS ("Read more", then "Show less"), so where CSS does not run, and the bio
          is shown whole anyway, there is nothing to read past. */}
      <details className="person__more">
        <summary aria-label={`Read more about the ${person.title}`} />
      </details>
      {person.social.linkedin || person.social.twitter ? (
        <p className="person__social">
          {person.social.linkedin ? <a href={person.social.linkedin}>LinkedIn</a> : null}{" "}
          {person.social.twitter ? <a href={person.social.twitter}>X (Twitter)</a> : null}
        </p>
      ) : null}
    </article>
  );
}
