import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream, type PDFObject } from "pdf-lib";

/**
 * What makes a PDF do something when it is opened rather than only show
 * pages: scripts (/JavaScript, /JS), actions run on opening or on an event
 * (/OpenAction, /AA), programs started (/Launch), files carried inside
 * (/EmbeddedFile, /EmbeddedFiles), forms that can post or run scripts
 * (/AcroForm, /XFA, /SubmitForm, /ImportData) and embedded players (/RichMedia).
 * The office's documents need none of them.
 */
const ACTIVE = new Set([
  "JavaScript",
  "JS",
  "OpenAction",
  "AA",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "AcroForm",
  "XFA",
  "SubmitForm",
  "ImportData",
  "RichMedia",
]);

/** A name as PDF readers take it: "/J#61vaScript" is /JavaScript. */
const nameOf = (name: PDFName) => name.decodeText();

function activeIn(object: PDFObject | undefined, seen: Set<PDFObject>): string | null {
  if (!object || seen.has(object)) return null;
  seen.add(object);
  if (object instanceof PDFName) return ACTIVE.has(nameOf(object)) ? nameOf(object) : null;
  if (object instanceof PDFArray) {
    for (const element of object.asArray()) {
      const found = activeIn(element, seen);
      if (found) return found;
    }
    return null;
  }
  const dict = object instanceof PDFDict ? object : object instanceof PDFStream || object instanceof PDFRawStream ? object.dict : null;
  if (!dict) return null;
  for (const [key, value] of dict.entries()) {
    if (ACTIVE.has(nameOf(key))) return nameOf(key);
    const found = activeIn(value, seen);
    if (found) return found;
  }
  return null;
}

/**
 * The names written in the file's bytes outside compressed streams, as a reader decodes them, for
 * what no object table reaches (an object left out of the cross-reference, which a reader
 * repairing the file would still find).
 */
function activeInBytes(bytes: Uint8Array): string | null {
  const text = Buffer.from(bytes).toString("latin1");
  for (const match of text.matchAll(/\/((?:[A-Za-z]|#[0-9A-Fa-f]{2})+)/g)) {
    const name = match[1]!.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    if (ACTIVE.has(name)) return name;
  }
  return null;
}

/**
 * Why a PDF may not be kept, in words for the member of staff, or null for
 * one that only shows pages. Every object is read, those packed in object
 * streams included (pdf-lib parses them), so a script hidden behind a
 * compressed stream or an escaped name is found. A file that cannot be read
 * whole, or is encrypted, cannot be checked and is refused.
 */
export async function activePdfProblem(bytes: Uint8Array): Promise<string | null> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  } catch {
    return "The PDF could not be read whole (it may be damaged or protected with a password), so it cannot be checked. Save or print it as a new PDF and try again.";
  }
  const seen = new Set<PDFObject>();
  const found =
    activeInBytes(bytes) ??
    [...document.context.enumerateIndirectObjects()].reduce<string | null>((first, [, object]) => first ?? activeIn(object, seen), null);
  return found
    ? `The PDF holds /${found}: it could run something when opened. Save or print it as a new PDF without forms, scripts or attached files, then try again.`
    : null;
}
