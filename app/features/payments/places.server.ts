import { states, type State } from "~/content/states";
import { placeKey } from "~/features/places/names";
import { paths, paymentsOfLga, paymentsOfState } from "~/site/paths";
import { prisma } from "~/utils/db.server";

/** An LGA as the payment pages name it: the register's name, its address part and its USSD number. */
export interface PaymentLga {
  name: string;
  slug: string;
  position: number;
}

/**
 * A place in a payment page's address: found as written, or spelt otherwise
 * (case, spaces, the state's full name: "Kano", "dala_", "FCT") and then to
 * be redirected to its one address, or not a place at all.
 */
export type Found<Place> = { place: Place } | { canonical: Place } | null;

export function stateOfSlug(slug: string): Found<State> {
  const exact = states.find((state) => state.slug === slug);
  if (exact) return { place: exact };
  const key = placeKey(slug);
  const other = states.find((state) => [state.slug, state.name, state.registerName].some((name) => placeKey(name) === key));
  return other ? { canonical: other } : null;
}

/** A state's LGAs in the register's list order (the 774, then those added since). */
export async function lgasOfState(state: State): Promise<PaymentLga[]> {
  return prisma.registerLga.findMany({
    where: { state: state.registerName },
    orderBy: { position: "asc" },
    select: { name: true, slug: true, position: true },
  });
}

export async function lgaOfSlug(state: State, slug: string): Promise<Found<PaymentLga>> {
  const exact = await prisma.registerLga.findUnique({
    where: { state_slug: { state: state.registerName, slug } },
    select: { name: true, slug: true, position: true },
  });
  if (exact) return { place: exact };
  const key = placeKey(slug);
  const other = (await lgasOfState(state)).find((lga) => placeKey(lga.slug) === key || placeKey(lga.name) === key);
  return other ? { canonical: other } : null;
}

/** Every payment page's address: /payments, its progress, each state's, then each LGA's in the register's order (the sitemap's list). */
export async function paymentPagePaths(): Promise<string[]> {
  const lgas = await prisma.registerLga.findMany({ orderBy: [{ state: "asc" }, { position: "asc" }], select: { state: true, slug: true } });
  const slugOf = new Map(states.map((state) => [state.registerName, state.slug]));
  return [
    paths.payments,
    paths.paymentsProgress,
    ...states.map((state) => paymentsOfState(state.slug)),
    ...lgas.flatMap((lga) => {
      const state = slugOf.get(lga.state);
      return state ? [paymentsOfLga(state, lga.slug)] : [];
    }),
  ];
}

/** A file's place (a calendar, a feed), as its address names it exactly; anything else is not found. */
export function fileState(params: { state?: string }): State {
  const found = stateOfSlug(params.state ?? "");
  if (!found || !("place" in found)) throw new Response("Not Found", { status: 404 });
  return found.place;
}

export async function fileLga(params: { state?: string; lga?: string }): Promise<{ state: State; lga: PaymentLga }> {
  const state = fileState(params);
  const lga = await lgaOfSlug(state, params.lga ?? "");
  if (!lga || !("place" in lga)) throw new Response("Not Found", { status: 404 });
  return { state, lga: lga.place };
}
