import type { Prisma } from "../../../app/generated/prisma/client";

/** A window as the seed writes it: dates as Lagos days, every one illustrative. */
export type PaymentWindowSeed = Omit<Prisma.PaymentWindowUncheckedCreateInput, "opensOn" | "closesOn" | "checkedOn" | "provenance"> & {
  opensOn: string;
  closesOn: string;
  checkedOn: string;
};

/**
 * Illustrative windows in two states, so that the pages show what a window
 * looks like until the office (with the cash transfer office) supplies the
 * real schedule (decision 0108). No amounts and no pay points: the public
 * records give neither for these places and dates, and the seed invents none.
 * Each is labelled illustrative wherever readers see it, and no text,
 * calendar or alert uses an illustrative window.
 */
export const paymentWindowSeed: PaymentWindowSeed[] = [
  {
    id: "kano-2026-3-dala",
    cycleYear: 2026,
    cycleNumber: 3,
    state: "Kano",
    lgas: ["Dala", "Fagge", "Gwale"],
    opensOn: "2026-09-07",
    closesOn: "2026-09-18",
    byBank: true,
    byWallet: true,
    sourceName: "NCTO",
    checkedOn: "2026-09-01",
  },
  {
    id: "kano-2026-4-dala",
    cycleYear: 2026,
    cycleNumber: 4,
    state: "Kano",
    lgas: ["Dala", "Fagge", "Gwale"],
    opensOn: "2026-12-07",
    closesOn: "2026-12-18",
    byBank: true,
    byWallet: true,
    sourceName: "NCTO",
    checkedOn: "2026-11-25",
  },
  {
    id: "lagos-2026-4-surulere",
    cycleYear: 2026,
    cycleNumber: 4,
    state: "Lagos",
    lgas: ["Surulere", "Mushin"],
    opensOn: "2027-01-11",
    closesOn: "2027-01-22",
    byWallet: true,
    sourceName: "NCTO",
    checkedOn: "2026-11-25",
  },
];
