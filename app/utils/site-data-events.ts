/**
 * In one process, the signal that the site's data changed, for every cache
 * that holds answers built from it. The server and the Remix build are
 * separate bundles with their own copies of this module, so the target lives
 * on globalThis under a registered symbol and both reach the same one.
 */
const KEY = Symbol.for("nassco.siteDataChanges");
const EVENT = "change";

function target(): EventTarget {
  const global = globalThis as { [KEY]?: EventTarget };
  global[KEY] ??= new EventTarget();
  return global[KEY];
}

export function onSiteDataChange(listener: () => void): void {
  target().addEventListener(EVENT, listener);
}

export function siteDataChanged(): void {
  target().dispatchEvent(new Event(EVENT));
}
