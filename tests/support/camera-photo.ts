import sharp from "sharp";

/**
 * A photograph as a phone or camera makes one, made here so that no test
 * depends on a file: 4000×3000, a scene of soft shapes and light under the
 * grain of a camera's sensor, saved as a high-quality JPEG of several
 * megabytes. Pure noise would be unlike any photograph; a flat colour would
 * be far easier to compress than one.
 */
export async function cameraPhoto({ width = 4000, height = 3000, seed = 1 } = {}): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="hsl(${hue},55%,72%)"/><stop offset="0.55" stop-color="hsl(${(hue + 30) % 360},35%,85%)"/>
        <stop offset="0.56" stop-color="hsl(${(hue + 90) % 360},30%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 110) % 360},40%,22%)"/>
      </linearGradient>
      <radialGradient id="sun"><stop offset="0" stop-color="#fff8e0"/><stop offset="1" stop-color="#fff8e0" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width * 0.72}" cy="${height * 0.24}" r="${height * 0.22}" fill="url(#sun)"/>
    ${Array.from({ length: 18 }, (_, index) => {
      const x = ((index * 977 + seed * 131) % 100) / 100;
      const tall = 0.12 + ((index * 389) % 30) / 100;
      return `<rect x="${x * width}" y="${height * (0.56 - tall)}" width="${width * 0.07}" height="${height * tall}" rx="${width * 0.01}" fill="hsl(${(hue + index * 23) % 360},28%,${30 + (index % 5) * 8}%)"/>`;
    }).join("")}
    ${Array.from({ length: 40 }, (_, index) => `<ellipse cx="${(((index * 613) % 1000) / 1000) * width}" cy="${height * (0.62 + ((index * 37) % 35) / 100)}" rx="${width * 0.03}" ry="${height * 0.05}" fill="hsl(${(hue + 140 + index * 7) % 360},35%,${25 + (index % 4) * 6}%)" opacity="0.8"/>`).join("")}
  </svg>`;
  const grain = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 26 } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(scene))
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality: 92 })
    .toBuffer();
}
