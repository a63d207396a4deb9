/** `npm run placeholders:videos`: what it does is its --help, below. */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { seededNews } from "../prisma/seeds/content/news-articles";
import { whoWeAre } from "../app/content/home";
import { videoSeed } from "../prisma/seeds/content/videos";
import { recordPlaceholders } from "./placeholders/manifest";
import { wrapWords } from "./placeholders/svg";
import { readArguments } from "./cli";

readArguments({
  name: "placeholders:videos",
  usage: "",
  about: `
Writes the placeholder videos the site links to, a few seconds each of
NASSCO green with the video's title. Needs ffmpeg on the PATH.`,
});

const PUBLIC = path.resolve("public");

const isLocalClip = (file: string) => file.startsWith("/") && file.endsWith(".mp4");

/**
 * Every video the site links to: the news items' and the video gallery's, one
 * clip per path. Where both link the same clip, the news item comes first and
 * its title is the one shown (the gallery uses the same title).
 */
const videos = [
  { file: whoWeAre.video, title: "About NASSCO" },
  ...seededNews.filter((item) => item.linkKind === "video").map((item) => ({ file: item.link, title: item.title })),
  ...videoSeed.map((item) => ({ file: item.videoUrl, title: item.title })),
].filter((video, i, all) => isLocalClip(video.file) && all.findIndex((other) => other.file === video.file) === i);

function run(command: string, args: string[]): string | undefined {
  try {
    return execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch {
    return undefined;
  }
}

if (run("ffmpeg", ["-hide_banner", "-version"]) === undefined) {
  console.log(
    "ffmpeg is not installed, so the placeholder videos were not written. Install ffmpeg and run npm run placeholders:videos again.",
  );
  process.exit(0);
}

// drawtext needs ffmpeg built with freetype and a font file; without either,
// the clip is plain green, which is still an honest stand-in.
const font = run("fc-match", ["-f", "%{file}", "DejaVu Sans:bold"])?.trim();
const canDrawText = Boolean(font) && /\bdrawtext\b/.test(run("ffmpeg", ["-hide_banner", "-filters"]) ?? "");
if (!canDrawText) console.log("ffmpeg's drawtext filter or a font is missing: writing plain green clips without text.");

// The text goes through files rather than the filter string, so titles need no escaping.
const work = mkdtempSync(path.join(tmpdir(), "video-placeholders-"));

function textFilter(lines: string[], name: string): string {
  const size = 24;
  const top = 180 - (lines.length * size * 1.4) / 2 + 36;
  const heading = path.join(work, `${name}-0.txt`);
  writeFileSync(heading, "Placeholder video");
  const filters = [`drawtext=fontfile=${font}:textfile=${heading}:fontcolor=white:fontsize=34:x=(w-text_w)/2:y=${Math.round(top - 64)}`];
  lines.forEach((line, i) => {
    const file = path.join(work, `${name}-${i + 1}.txt`);
    writeFileSync(file, line);
    filters.push(
      `drawtext=fontfile=${font}:textfile=${file}:fontcolor=white:fontsize=${size}:x=(w-text_w)/2:y=${Math.round(top + i * size * 1.4)}`,
    );
  });
  return filters.join(",");
}

try {
  for (const [i, video] of videos.entries()) {
    const target = path.join(PUBLIC, video.file);
    mkdirSync(path.dirname(target), { recursive: true });
    const args = ["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "color=c=0x0b6b3a:s=640x360:r=10:d=4"];
    // About 40 characters a line at this size fit in 640 pixels; four lines are plenty for a title.
    if (canDrawText) args.push("-vf", textFilter(wrapWords(video.title, 40).slice(0, 4), `video${i}`));
    // Baseline H.264 in yuv420p plays everywhere; +faststart lets it begin before it has downloaded.
    // A still picture compresses to almost nothing, so a high CRF keeps each file to a few kilobytes.
    args.push("-c:v", "libx264", "-profile:v", "baseline", "-pix_fmt", "yuv420p", "-crf", "38", "-an");
    args.push("-map_metadata", "-1", "-movflags", "+faststart", target);
    execFileSync("ffmpeg", args, { stdio: "inherit" });
    console.log(`${video.file} (${statSync(target).size} bytes)`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

// The clips are 4 seconds long (d=4 above).
recordPlaceholders(Object.fromEntries(videos.map((video) => [video.file, { kind: "video", seconds: 4 }])));

console.log(`Placeholder videos written to public/ (${videos.length}), and listed in app/content/placeholder-files.json.`);
