import fontkit from "@pdf-lib/fontkit";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { encodable, renderPdf } from "./pdf.server";

const NAMES = "Ɗanladi Ƙaura, Ẹmeka Ọlá and Ṣadé Adébáyọ̀";

describe("renderPdf", () => {
  it("writes a PDF whose text keeps the letters of Nigerian names", async () => {
    const bytes = await renderPdf({ title: NAMES, items: [{ kind: "paragraph", text: NAMES }] });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(NAMES);
  });

  it("drops no letter of those names when it draws them in its font", async () => {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const { readFileSync } = await import("node:fs");
    const font = await doc.embedFont(readFileSync("node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"));
    expect(encodable(NAMES, font)).toBe(NAMES);
    expect(encodable("a\u0007b", font)).toBe("ab");
  });
});
