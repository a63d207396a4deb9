/** Small, honest SVG placeholders: they say what they stand in for. */
import { escapeXml } from "../../app/utils/format";

export function initials(name: string, max = 3): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, " ")
    .split(/\s+/)
    .filter((w) => w && !/^(of|and|the|for|on|&)$/i.test(w));
  return words
    .slice(0, max)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}

/** Breaks text into lines of at most `max` characters (a longer single word gets a line of its own). */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if ((line + " " + word).trim().length > max && line) {
      lines.push(line);
      line = word;
    } else line = (line + " " + word).trim();
  }
  lines.push(line);
  return lines;
}

/** A round portrait placeholder: a head-and-shoulders outline and the role's initials. */
export function portraitSvg(label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${escapeXml(`Portrait placeholder: ${label}`)}"><rect width="96" height="96" fill="#e7f2ec"/><circle cx="48" cy="38" r="17" fill="#9cc7ae"/><path d="M14 96c2-20 16-30 34-30s32 10 34 30z" fill="#9cc7ae"/><text x="48" y="90" font-family="Arial,sans-serif" font-size="11" font-weight="700" fill="#064a28" text-anchor="middle">${escapeXml(initials(label))}</text></svg>\n`;
}

/**
 * A logo tile placeholder: the organisation's short name (its acronym, from the
 * seed) large, and its full name small. The large line shrinks to fit the tile.
 */
export function logoSvg(name: string, shortName: string): string {
  const text = wrapWords(name, 24)
    .slice(0, 3)
    .map(
      (l, i) =>
        `<text x="80" y="${70 + i * 11}" font-family="Arial,sans-serif" font-size="9.5" fill="#1f2a24" text-anchor="middle">${escapeXml(l)}</text>`,
    )
    .join("");
  // Arial's bold capitals average about 0.72 em: 28 px fits six of them in the tile's 140 px of room.
  const size = Math.min(28, Math.floor(140 / (shortName.length * 0.72)));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 96" width="160" height="96" role="img" aria-label="${escapeXml(`Logo placeholder: ${name}`)}"><rect width="160" height="96" rx="6" fill="#f4f7f5"/><text x="80" y="52" font-family="Arial,sans-serif" font-size="${size}" font-weight="800" fill="#0b6b3a" text-anchor="middle">${escapeXml(shortName)}</text>${text}</svg>\n`;
}

/** A photograph placeholder: a simple scene (sky, land, figures) labelled as a placeholder with its subject. */
export function photoSvg(subject: string, width: number, height: number, seed: number): string {
  const hues = [145, 160, 190, 30, 210, 95];
  const hue = hues[seed % hues.length]!;
  const ground = Math.round(height * 0.62);
  const people = Array.from({ length: 3 + (seed % 4) }, (_, i) => {
    const x = Math.round(width * (0.18 + i * 0.17 + ((seed * 7 + i * 13) % 10) / 100));
    const s = Math.round(height * (0.11 + ((seed + i) % 3) * 0.02));
    return `<circle cx="${x}" cy="${ground - s * 2.3}" r="${Math.round(s * 0.45)}"/><rect x="${x - Math.round(s * 0.5)}" y="${ground - s * 1.8}" width="${s}" height="${Math.round(s * 1.8)}" rx="${Math.round(s * 0.3)}"/>`;
  }).join("");
  const label = subject.length > 60 ? `${subject.slice(0, 57)}...` : subject;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(`Photo placeholder: ${subject}`)}">` +
    // The title is what a browser shows when the file is opened on its own.
    `<title>${escapeXml(`Placeholder photo: ${subject}`)}</title>` +
    `<rect width="${width}" height="${height}" fill="hsl(${hue} 45% 86%)"/>` +
    `<rect y="${ground}" width="${width}" height="${height - ground}" fill="hsl(${hue} 35% 62%)"/>` +
    `<circle cx="${Math.round(width * 0.82)}" cy="${Math.round(height * 0.2)}" r="${Math.round(height * 0.08)}" fill="hsl(45 90% 75%)"/>` +
    `<g fill="hsl(${hue} 40% 30%)">${people}</g>` +
    `<rect x="0" y="${height - 30}" width="${width}" height="30" fill="rgb(0 0 0 / .55)"/>` +
    `<text x="10" y="${height - 10}" font-family="Arial,sans-serif" font-size="13" fill="#fff">${escapeXml(`Placeholder photo: ${label}`)}</text></svg>\n`
  );
}

/**
 * A document cover placeholder, A4-shaped: the NASSCO green band, the title
 * wrapped onto a few lines and a footer saying it is a placeholder. A picture
 * of people would suggest a report's cover art we do not have.
 */
export function documentCoverSvg(title: string): string {
  const width = 300;
  const height = 424;
  let lines = wrapWords(title, 20);
  // Five lines fit above the footer; a longer title is cut with an ellipsis (the full title is in <title>).
  if (lines.length > 5) lines = [...lines.slice(0, 4), `${lines[4]}...`];
  const titleText = lines
    .map(
      (l, i) =>
        `<text x="24" y="${132 + i * 26}" font-family="Arial,sans-serif" font-size="19" font-weight="700" fill="#1f2a24">${escapeXml(l)}</text>`,
    )
    .join("");
  const rule = 132 + lines.length * 26 - 8;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(`Cover placeholder: ${title}`)}">` +
    `<title>${escapeXml(`Placeholder cover: ${title}`)}</title>` +
    `<rect x=".5" y=".5" width="${width - 1}" height="${height - 1}" fill="#fbfcfb" stroke="#cfd8d3"/>` +
    `<rect width="${width}" height="76" fill="#0b6b3a"/>` +
    `<text x="24" y="40" font-family="Arial,sans-serif" font-size="22" font-weight="800" fill="#fff">NASSCO</text>` +
    `<text x="24" y="60" font-family="Arial,sans-serif" font-size="9.5" fill="#fff">National Social Safety-Nets Coordinating Office</text>` +
    titleText +
    `<rect x="24" y="${rule}" width="64" height="4" fill="#0b6b3a"/>` +
    `<rect y="${height - 40}" width="${width}" height="40" fill="#e7f2ec"/>` +
    `<text x="24" y="${height - 16}" font-family="Arial,sans-serif" font-size="12" fill="#064a28">Placeholder cover</text></svg>\n`
  );
}

/**
 * A video thumbnail placeholder, 640 by 360: the same NASSCO green and wording
 * as the placeholder clip ("Placeholder video" and the title). There is no
 * play button, because the gallery draws its own over the thumbnail.
 */
export function videoThumbnailSvg(title: string): string {
  const width = 640;
  const height = 360;
  let lines = wrapWords(title, 40);
  if (lines.length > 4) lines = [...lines.slice(0, 3), `${lines[3]}...`];
  const top = Math.round(height / 2 - (lines.length * 34) / 2 + 40);
  const titleText = lines
    .map(
      (l, i) =>
        `<text x="320" y="${top + i * 34}" font-family="Arial,sans-serif" font-size="24" fill="#fff" text-anchor="middle">${escapeXml(l)}</text>`,
    )
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(`Video thumbnail placeholder: ${title}`)}">` +
    `<title>${escapeXml(`Placeholder video thumbnail: ${title}`)}</title>` +
    `<rect width="${width}" height="${height}" fill="#0b6b3a"/>` +
    `<text x="320" y="${top - 56}" font-family="Arial,sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">Placeholder video</text>` +
    titleText +
    `</svg>\n`
  );
}
