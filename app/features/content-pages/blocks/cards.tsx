import type { Card } from "~/content/types";
import { TopicIcon } from "~/components/icons";
import type { BlockOf } from "./block-types";

/** Things side by side: cards, numbered steps and headline figures. */
export function Cards({ block }: { block: BlockOf<"cards"> }) {
  return (
    <ul className={`cards cards--${block.columns ?? 3}`}>
      {block.cards.map((card) => (
        <li key={card.title}>
          <CardView card={card} />
        </li>
      ))}
    </ul>
  );
}

export function Steps({ block }: { block: BlockOf<"steps"> }) {
  return (
    <ol className="steps">
      {block.steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p dangerouslySetInnerHTML={{ __html: step.text }} />
        </li>
      ))}
    </ol>
  );
}

export function Facts({ block }: { block: BlockOf<"facts"> }) {
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
      <p dangerouslySetInnerHTML={{ __html: card.text }} />
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
