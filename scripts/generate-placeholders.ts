/**
 * Writes the placeholder images and files the site ships until the office
 * supplies real ones (see data/README.md). Run: npm run placeholders
 * The output is committed; re-running it rewrites the same files.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contact } from "../app/content/contact";
import { management } from "../app/content/management";
import { stakeholderGroups } from "../app/content/stakeholders";
import { renderPdf } from "../app/utils/pdf.server";
import { logoSvg, photoSvg, portraitSvg } from "./placeholders/svg";

const PUBLIC = path.resolve("public");

function write(relative: string, contents: string | Uint8Array) {
  const target = path.join(PUBLIC, relative);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, contents);
}

for (const person of management) write(person.imageUrl, portraitSvg(person.title));
for (const tile of stakeholderGroups.flatMap((g) => g.tiles)) write(tile.image, logoSvg(tile.name));
write("images/nsr/enumeration.svg", photoSvg("enumerators recording a household's details", 640, 240, 1));

write(
  "esmp.pdf",
  await renderPdf({
    title: "Environmental and Social Management Plan (ESMP)",
    subtitle: "National Social Safety-Nets Project",
    items: [
      {
        kind: "paragraph",
        text: "This file is a placeholder. The Environmental and Social Management Plan sets out how the project identifies, avoids and manages environmental and social risks in its activities.",
      },
      {
        kind: "paragraph",
        text: `The office publishes the full plan. To request a copy, write to ${contact.infoEmail} or call the toll-free line ${contact.tollFreeLine}.`,
      },
    ],
  }),
);

console.log("Placeholders written to public/.");
