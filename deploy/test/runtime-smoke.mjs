// Run inside the app's image by deploy/test/stack.sh (node --input-type=module, from /app): the
// packages the image keeps only as scripts/runtime-files.mjs traced them, each made to do its
// work, native parts and files read by path included. Pages through nginx prove the rest.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const done = [];
const sharp = (await import("sharp")).default;
const webp = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#0a6" } })
  .webp()
  .toBuffer();
if (webp.length === 0) throw new Error("sharp made an empty WebP");
done.push("sharp (libvips)");

const { hash, verify } = await import("@node-rs/argon2");
if (!(await verify(await hash("a passphrase"), "a passphrase"))) throw new Error("argon2 does not verify its own hash");
done.push("argon2");

const ExcelJS = (await import("exceljs")).default;
const workbook = new ExcelJS.Workbook();
workbook.addWorksheet("requests").addRow(["NSR", 1]);
if ((await workbook.xlsx.writeBuffer()).byteLength === 0) throw new Error("exceljs wrote nothing");
done.push("exceljs");

const { PDFDocument } = await import("pdf-lib");
const fontkit = (await import("@pdf-lib/fontkit")).default;
const fontDir = path.dirname(createRequire(`${process.cwd()}/`).resolve("@expo-google-fonts/noto-sans/package.json"));
const pdf = await PDFDocument.create();
pdf.registerFontkit(fontkit);
const font = await pdf.embedFont(readFileSync(path.join(fontDir, "400Regular/NotoSans_400Regular.ttf")), { subset: true });
pdf.addPage().drawText("Ɗanladi ƙasa", { font, size: 12 });
await pdf.embedFont(readFileSync(path.join(fontDir, "700Bold/NotoSans_700Bold.ttf")), { subset: true });
if ((await pdf.save()).length === 0) throw new Error("pdf-lib wrote nothing");
done.push("pdf-lib with Noto Sans");

console.log(`runtime packages work: ${done.join(", ")}`);
