import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { Block } from "~/content/types";
import { PDF_FONT_FILES, PDF_FONT_PACKAGE } from "~/utils/pdf-fonts";

/**
 * A small writer for text documents: the privacy policy, the printable data
 * access request form and placeholder files. A4, Noto Sans, wrapped text.
 */

export type PdfItem =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "bullet"; text: string }
  | { kind: "field"; label: string; lines?: number; hint?: string }
  | { kind: "checkbox"; label: string }
  | { kind: "space" };

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const GREEN = rgb(0.043, 0.42, 0.227);

/**
 * Noto Sans, embedded (as a subset of the letters used): PDF's standard
 * Helvetica cannot draw letters outside Latin-1, such as the ɗ, ƙ and ẹ of
 * Nigerian names, and would drop them.
 */
const fontDir = path.dirname(createRequire(import.meta.url).resolve(`${PDF_FONT_PACKAGE}/package.json`));
const fontFile = (name: string) => readFileSync(path.join(fontDir, name));
let fonts: { regular: Uint8Array; bold: Uint8Array } | undefined;
function notoSans() {
  fonts ??= { regular: fontFile(PDF_FONT_FILES.regular), bold: fontFile(PDF_FONT_FILES.bold) };
  return fonts;
}

/** Characters the font has no glyph for (control characters, say) would stop the writer; they are left out. */
export function encodable(text: string, font: PDFFont): string {
  const glyphs = new Set(font.getCharacterSet());
  return [...text].filter((char) => glyphs.has(char.codePointAt(0) ?? 0)).join("");
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of encodable(text, font).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderPdf({ title, subtitle, items }: { title: string; subtitle?: string; items: PdfItem[] }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor("National Social Safety-Nets Coordinating Office (NASSCO)");
  doc.setCreator("NASSCO website");
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(notoSans().regular, { subset: true });
  const bold = await doc.embedFont(notoSans().bold, { subset: true });
  const width = A4[0] - MARGIN * 2;

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const ensure = (height: number) => {
    if (y - height < MARGIN) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  const text = (lines: string[], font: PDFFont, size: number, x = MARGIN, color = rgb(0.1, 0.1, 0.1)) => {
    for (const line of lines) {
      ensure(size * 1.45);
      page.drawText(line, { x, y: y - size, size, font, color });
      y -= size * 1.45;
    }
  };

  page.drawText("NASSCO", { x: MARGIN, y: y - 12, size: 12, font: bold, color: GREEN });
  page.drawText("National Social Safety-Nets Coordinating Office", { x: MARGIN + 60, y: y - 12, size: 9, font: regular, color: GREEN });
  y -= 36;
  text(wrap(title, bold, 18, width), bold, 18);
  if (subtitle) text(wrap(subtitle, regular, 10, width), regular, 10, MARGIN, rgb(0.3, 0.3, 0.3));
  y -= 8;

  for (const item of items) {
    switch (item.kind) {
      case "heading":
        y -= 8;
        ensure(40);
        text(wrap(item.text, bold, 13, width), bold, 13, MARGIN, GREEN);
        break;
      case "paragraph":
        text(wrap(item.text, regular, 10.5, width), regular, 10.5);
        y -= 5;
        break;
      case "bullet": {
        const lines = wrap(item.text, regular, 10.5, width - 14);
        ensure(15);
        page.drawText("-", { x: MARGIN + 2, y: y - 10.5, size: 10.5, font: regular });
        text(lines, regular, 10.5, MARGIN + 14);
        break;
      }
      case "field": {
        const lines = item.lines ?? 1;
        ensure(30 + lines * 22);
        text(wrap(item.label, bold, 10, width), bold, 10);
        if (item.hint) text(wrap(item.hint, regular, 8.5, width), regular, 8.5, MARGIN, rgb(0.35, 0.35, 0.35));
        for (let i = 0; i < lines; i++) {
          y -= 20;
          page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + width, y }, thickness: 0.6, color: rgb(0.5, 0.5, 0.5) });
        }
        y -= 12;
        break;
      }
      case "checkbox":
        ensure(18);
        page.drawRectangle({ x: MARGIN, y: y - 11, width: 10, height: 10, borderWidth: 0.8, borderColor: rgb(0.2, 0.2, 0.2) });
        text(wrap(item.label, regular, 10.5, width - 18), regular, 10.5, MARGIN + 18);
        y -= 3;
        break;
      case "space":
        y -= 10;
        break;
    }
  }
  return doc.save();
}

/**
 * A document's PDF, drawn once and kept until what it says changes: call with
 * a key for its text (or what its text is made from) and how to draw it.
 */
export function keptPdf(): (key: string, draw: () => Promise<Uint8Array>) => Promise<Uint8Array> {
  let kept: { key: string; bytes: Promise<Uint8Array> } | undefined;
  return (key, draw) => {
    if (kept?.key !== key) kept = { key, bytes: draw() };
    return kept.bytes;
  };
}

export function pdfResponse(bytes: Uint8Array, filename: string): Response {
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${filename}"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}

/** The text blocks of a page, parsed as plain text (plainPageBody), as PDF items, so a page and its PDF say the same. */
export function blocksToPdfItems(blocks: Block[]): PdfItem[] {
  return blocks.flatMap((block): PdfItem[] => {
    switch (block.type) {
      case "heading":
        return [{ kind: "heading", text: block.text }];
      case "subheading":
        return [{ kind: "paragraph", text: block.text.toUpperCase() }];
      case "paragraph":
      case "callout":
        return [{ kind: "paragraph", text: block.text }];
      case "list":
        return block.items.map((item) => ({ kind: "bullet", text: item }));
      case "steps":
        return block.steps.map((step) => ({ kind: "bullet", text: `${step.title}: ${step.text}` }));
      case "cards":
        return block.cards.map((card) => ({ kind: "bullet", text: `${card.title}: ${card.text}` }));
      default:
        return [];
    }
  });
}
