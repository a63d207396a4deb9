/** Debian's Chromium as the tests and Lighthouse run it: headless, no sandbox (root in CI), nothing in the background. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
