import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { cameraPhoto } from "../../../tests/support/camera-photo";
import { IMAGE_WIDTHS } from "./addresses";
import { IMAGE_BUDGET_BYTES, processUpload, SHARE_BUDGET_BYTES, UploadRefused, uploadKey } from "./process.server";
import { scaled } from "../../../tests/support/time-scale";

/** The budget with real-sized photographs (issue 34): a camera's 4000×3000 JPEG, made here. */
let photo: Buffer;

beforeAll(async () => {
  photo = await cameraPhoto();
}, scaled(60_000));

describe("a photo", () => {
  it("becomes every width in WebP and JPEG, each within the 50 KB budget, and a 1200×630 share picture", async () => {
    expect(photo.length).toBeGreaterThan(2_000_000);
    const upload = await processUpload(photo);
    expect(upload).toMatchObject({ kind: "image", key: uploadKey(photo), byteSize: photo.length });
    const sized = upload.files.filter((file) => !file.path.includes("-share."));
    expect(sized.map((file) => [file.width, file.contentType])).toEqual(
      IMAGE_WIDTHS.flatMap((width) => [
        [width, "image/jpeg"],
        [width, "image/webp"],
      ]),
    );
    for (const file of sized) {
      expect(file.bytes.length).toBeLessThanOrEqual(IMAGE_BUDGET_BYTES);
      const meta = await sharp(file.bytes).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([
        file.width,
        file.height,
        file.contentType === "image/webp" ? "webp" : "jpeg",
      ]);
      expect(file.height).toBe((file.width! * 3) / 4);
    }
    const share = upload.files.find((file) => file.path === `${upload.key}-share.jpg`)!;
    expect(share.bytes.length).toBeLessThanOrEqual(SHARE_BUDGET_BYTES);
    expect(await sharp(share.bytes).metadata()).toMatchObject({ width: 1200, height: 630, format: "jpeg" });
  });

  it("is turned upright and loses its camera data, the place it was taken included", async () => {
    const sideways = await sharp(await cameraPhoto({ width: 1200, height: 900, seed: 3 }))
      .withExif({ IFD0: { Make: "PhoneMaker" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "9/1 4/1 0/1" } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const upload = await processUpload(sideways);
    const widest = upload.files.filter((file) => file.contentType === "image/jpeg" && !file.path.includes("-share.")).at(-1)!;
    const meta = await sharp(widest.bytes).metadata();
    // Orientation 6: the camera was turned, so the 1200×900 picture stands taller than it is wide.
    expect(meta.height / meta.width).toBeCloseTo(4 / 3, 2);
    expect(meta.exif).toBeUndefined();
  });

  it("narrower than the widest size keeps its own width and is never enlarged", async () => {
    const small = await cameraPhoto({ width: 500, height: 400, seed: 5 });
    const upload = await processUpload(small);
    expect(
      upload.files.filter((file) => file.contentType === "image/jpeg" && !file.path.includes("-share.")).map((file) => file.width),
    ).toEqual([320, 500]);
  });
});

describe("what is refused", () => {
  it("takes the bytes' word, not the name's: a page saved as x.pdf is no PDF", async () => {
    await expect(processUpload(Buffer.from("<!doctype html><html><script>alert(1)</script></html>"))).rejects.toThrow(UploadRefused);
    await expect(processUpload(Buffer.from("STATE,LGA\nAbia,Aba North\n"))).rejects.toThrow(/photo \(JPEG, PNG or WebP\) or a PDF/);
  });

  it("refuses an empty file, and a damaged photo", async () => {
    await expect(processUpload(Buffer.alloc(0))).rejects.toThrow("The file is empty.");
    await expect(processUpload(photo.subarray(0, 4000))).rejects.toThrow(/could not be read/);
  });

  it("keeps a PDF as it came", async () => {
    const pdf = Buffer.from("%PDF-1.7\n%%EOF\n");
    expect(await processUpload(pdf)).toEqual({
      key: uploadKey(pdf),
      kind: "pdf",
      byteSize: pdf.length,
      files: [{ path: `${uploadKey(pdf)}.pdf`, contentType: "application/pdf", width: null, height: null, bytes: pdf }],
    });
  });
});
