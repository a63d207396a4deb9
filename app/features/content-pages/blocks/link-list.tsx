import type { BlockOf } from "./block-types";

/** A list of links to other pages, each with an optional line about it. */
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
