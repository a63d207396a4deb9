/** `npm run share-image`: what it does is its --help, below. */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { SITE_SHARE_IMAGE } from "../app/site/share-image";
import { readArguments } from "./cli";

readArguments({
  name: "share-image",
  usage: "",
  about: `
Writes the site's share picture (app/site/share-image.ts): the 1200x630 PNG
that WhatsApp, Facebook and X show for a page with no picture of its own.
Re-run it when the office's name or colours change, and commit the file.`,
});

const { width, height } = SITE_SHARE_IMAGE;
// The site's green and white (app/styles/base), and the round "N" of the header's mark and the favicon.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#0b6b3a"/>
  <rect y="${height - 24}" width="${width}" height="24" fill="#f2c200"/>
  <circle cx="160" cy="200" r="72" fill="#ffffff"/>
  <text x="160" y="228" font-family="DejaVu Sans, Arial, sans-serif" font-size="84" font-weight="700" fill="#0b6b3a" text-anchor="middle">N</text>
  <text x="270" y="236" font-family="DejaVu Sans, Arial, sans-serif" font-size="96" font-weight="700" fill="#ffffff">NASSCO</text>
  <text x="90" y="370" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="#ffffff">National Social Safety-Nets</text>
  <text x="90" y="428" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="#ffffff">Coordinating Office</text>
  <text x="90" y="520" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#ffffff">The National Social Register · Toll-free line 969</text>
</svg>`;

const target = path.resolve("public", SITE_SHARE_IMAGE.src.slice(1));
mkdirSync(path.dirname(target), { recursive: true });
const info = await sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 9 }).toFile(target);
console.log(`Wrote ${path.relative(process.cwd(), target)}: ${info.width}x${info.height}, ${info.size} bytes.`);
