import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page and its handlers listen. The
 * scripts start only once the page has loaded (decision 0043), and
 * entry.client hydrates inside a transition, which React may spread over
 * many frames on a busy machine: the router exists from the first of them,
 * so it is no sign. A test that types or clicks before the hydration commits
 * reaches the plain HTML page, or types into a box React then replaces. The
 * root's own state says when hydration has committed (React 18's internals:
 * the container's `__reactContainer$…` fiber; look again on a React upgrade);
 * the next frame runs the effects that switch enhanced behaviour on.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const key = Object.keys(document).find((name) => name.startsWith("__reactContainer$"));
    if (!key) return false;
    const hostRoot = (document as unknown as Record<string, { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }>)[
      key
    ];
    return hostRoot?.stateNode?.current?.memoizedState?.isDehydrated === false;
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
