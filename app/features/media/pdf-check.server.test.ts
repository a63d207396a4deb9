import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { activePdfProblem } from "./pdf-check.server";

/** A one-page document as an office would export it; `change` adds what a hostile one carries. */
async function pdf(change: (document: PDFDocument) => void | Promise<void> = () => undefined): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage([200, 200]).drawText("Terms of reference", { x: 20, y: 100, size: 12 });
  await change(document);
  // Object streams: the objects packed and compressed, as most PDFs are now.
  return document.save({ useObjectStreams: true });
}

const script = (document: PDFDocument) => document.context.obj({ Type: "Action", S: "JavaScript", JS: PDFString.of("app.alert('hello')") });

describe("activePdfProblem", () => {
  it("keeps a document that only shows pages", async () => {
    expect(await activePdfProblem(await pdf())).toBeNull();
    expect(
      await activePdfProblem(Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")),
    ).toBeNull();
  });

  it("refuses a script run on opening, though it is packed in a compressed object stream", async () => {
    const bytes = await pdf((document) => document.catalog.set(PDFName.of("OpenAction"), document.context.register(script(document))));
    expect(Buffer.from(bytes).toString("latin1")).not.toContain("/JavaScript");
    expect(await activePdfProblem(bytes)).toMatch(/^The PDF holds \/(OpenAction|JavaScript|JS): it could run something when opened/);
  });

  it("refuses an attached file, a form, a program to launch and a page's own actions", async () => {
    const cases: ((document: PDFDocument) => void | Promise<void>)[] = [
      (document) => document.attach(Buffer.from("MZ"), "setup.exe", { mimeType: "application/octet-stream" }),
      (document) => void document.getForm().createTextField("name"),
      (document) =>
        document.catalog.set(
          PDFName.of("OpenAction"),
          document.context.register(document.context.obj({ S: "Launch", F: PDFString.of("cmd.exe") })),
        ),
      (document) =>
        document.getPage(0).node.set(PDFName.of("AA"), document.context.obj({ O: document.context.register(script(document)) })),
    ];
    for (const change of cases) expect(await activePdfProblem(await pdf(change))).toMatch(/^The PDF holds \//);
  });

  it("reads a name as a reader does, escapes and all, even where no object table reaches", async () => {
    const hidden =
      "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n9 0 obj << /S /J#61vaScript /JS (x) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
    expect(await activePdfProblem(Buffer.from(hidden))).toMatch(/^The PDF holds \/(JavaScript|JS)/);
  });

  it("refuses what it cannot read whole: an encrypted file", async () => {
    const encrypted =
      "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n2 0 obj << /Filter /Standard >> endobj\ntrailer << /Root 1 0 R /Encrypt 2 0 R >>\n%%EOF\n";
    expect(await activePdfProblem(Buffer.from(encrypted))).toMatch(/could not be read whole/);
  });
});
