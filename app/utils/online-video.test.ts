import { describe, expect, it } from "vitest";
import { youtubeId } from "./online-video";

describe("youtubeId", () => {
  it.each([
    "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    "https://youtube.com/watch?feature=share&v=aqz-KE-bpKQ",
    "https://youtu.be/aqz-KE-bpKQ",
    "https://www.youtube.com/embed/aqz-KE-bpKQ",
    "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=10",
  ])("reads the id of %s", (src) => {
    expect(youtubeId(src)).toBe("aqz-KE-bpKQ");
  });

  it.each([
    "/videos/about-nsr.mp4",
    "https://evil.example/watch?v=aqz-KE-bpKQ",
    "http://www.youtube.com/watch?v=aqz-KE-bpKQ",
    "https://www.youtube.com/watch?v=short",
  ])("finds none in %s", (src) => {
    expect(youtubeId(src)).toBeNull();
  });
});
