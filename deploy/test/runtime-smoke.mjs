// Run inside the app's image by deploy/test/stack.sh (node --input-type=module, from /app): the
// packages the image keeps only as scripts/runtime-files.ts traced them, each made to do its
// work, native parts included. Pages through nginx prove the rest, the PDFs (fonts read by
// path) among them.
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

console.log(`runtime packages work: ${done.join(", ")}`);
