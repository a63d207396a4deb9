/**
 * Any address no other route claims. Throwing here, rather than letting the
 * router fail to match, runs the root loader, so the 404 page keeps the whole
 * site chrome (notifications included).
 */
export function loader() {
  throw new Response("Not found", { status: 404 });
}

export default function NotFound() {
  return null;
}
