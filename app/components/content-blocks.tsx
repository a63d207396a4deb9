import type { Block, Card, Person } from "~/content/types";
import { slugify } from "~/utils/slug";
import { TopicIcon } from "./icons";
import { InlineText } from "./inline-text";
import { IllustrativeLabel } from "./provenance-label";

/** Renders a content page's blocks as plain, semantic HTML. */
export function ContentBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} index={index} />
      ))}
    </>
  );
}

function BlockView({ block, index }: { block: Block; index: number }) {
  if (block.provenance === "illustrative") {
    return (
      <>
        <BlockContentView block={block} index={index} />
        <IllustrativeLabel item={{ provenance: block.provenance }} kind="block" />
      </>
    );
  }
  return <BlockContentView block={block} index={index} />;
}

function BlockContentView({ block, index }: { block: Block; index: number }) {
  switch (block.type) {
    case "paragraph":
      return (
        <p>
          <InlineText text={block.text} />
        </p>
      );
    case "heading":
      return <h2 id={block.id}>{block.text}</h2>;
    case "subheading":
      return <h3>{block.text}</h3>;
    case "list": {
      const items = block.items.map((item) => (
        <li key={item}>
          <InlineText text={item} />
        </li>
      ));
      return block.ordered ? <ol className="prose-list">{items}</ol> : <ul className="prose-list">{items}</ul>;
    }
    case "cards":
      return (
        <ul className={`cards cards--${block.columns ?? 3}`}>
          {block.cards.map((card) => (
            <li key={card.title}>
              <CardView card={card} />
            </li>
          ))}
        </ul>
      );
    case "steps":
      return (
        <ol className="steps">
          {block.steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>
                <InlineText text={step.text} />
              </p>
            </li>
          ))}
        </ol>
      );
    case "facts":
      return (
        <dl className="facts">
          {block.facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      );
    case "callout":
      return (
        <div className={`callout callout--${block.tone ?? "info"}`}>
          <p>
            <InlineText text={block.text} />
          </p>
        </div>
      );
    case "table": {
      const captionId = `table-${index}`;
      const numeric = new Set(block.numeric);
      return (
        <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className={block.striped ? "table table--striped" : "table"}>
            <caption id={captionId}>{block.caption}</caption>
            <thead>
              <tr>
                {block.columns.map((column, c) => (
                  <th key={column} scope="col" className={numeric.has(c) ? "num" : undefined}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r} id={block.rowIds?.[r]}>
                  {row.map((cell, c) => (
                    <td key={c} className={numeric.has(c) ? "num" : undefined}>
                      {c === block.emailColumn ? (
                        <>
                          <a href={`mailto:${cell}`}>{cell}</a>
                          {block.emailsToBeConfirmed ? <span className="provenance provenance--contact"> (to be confirmed)</span> : null}
                        </>
                      ) : (
                        <InlineText text={cell} />
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case "faq":
      return (
        <ol className="faq">
          {block.items.map((item, i) => (
            <li key={item.question} id={`faq-${i + 1}`}>
              <h2 className="faq__question">{item.question}</h2>
              <p>
                <InlineText text={item.answer} />
              </p>
              {item.provenance ? <IllustrativeLabel item={{ provenance: item.provenance }} kind="block" /> : null}
            </li>
          ))}
        </ol>
      );
    case "people":
      return (
        <ul className="people">
          {block.people.map((person) => (
            <li key={person.id}>
              <PersonView person={person} />
            </li>
          ))}
        </ul>
      );
    case "logos":
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
                    <a href={tile.link} target="_blank" rel="noopener">
                      <img src={tile.image} alt="" width={160} height={96} loading="lazy" decoding="async" />
                      <span>{tile.name}</span>
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                    <IllustrativeLabel item={tile} kind="stakeholder" />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      );
    case "links":
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
}

function CardView({ card }: { card: Card }) {
  return (
    <article className="card">
      {card.icon ? (
        <span className="card__icon">
          <TopicIcon name={card.icon} />
        </span>
      ) : null}
      <h3>{card.title}</h3>
      <p>
        <InlineText text={card.text} />
      </p>
      {card.link ? (
        <p className="card__link">
          <a href={card.link.href}>
            {card.link.text}
            <span className="visually-hidden">: {card.title}</span>
          </a>
        </p>
      ) : null}
    </article>
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
      <IllustrativeLabel item={person} kind="person" />
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
