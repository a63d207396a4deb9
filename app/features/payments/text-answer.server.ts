import { lagosToday } from "~/utils/lagos-time";
import type { PaymentAnswerParams } from "./sms-templates";
import type { TextPlace } from "./text-place";
import { lgaComingWindows } from "./windows.server";

/**
 * What a text answers to "when is my LGA paid?" (decision 0108), read as the
 * site reads its pages: the LGA's next window not yet closed that the office
 * has confirmed or published (illustrative windows stay on the web, where
 * their label is seen), or that none is announced. `asked` is what
 * sms_in_payment_answer() takes, which reads the window's fields itself;
 * `params` is the text's filling, for the USSD screen that shows it at once.
 */
export async function paymentAnswerOf(
  place: TextPlace,
  today = lagosToday(),
): Promise<{ params: PaymentAnswerParams; asked: Record<string, unknown> }> {
  if ("how" in place) return { params: { answer: "how" }, asked: { answer: "how" } };
  if ("which" in place) {
    const params = { answer: "which" as const, ...place.which };
    return { params, asked: params };
  }
  if ("nearest" in place) {
    const params = { answer: "nearest" as const, ...place.nearest };
    return { params, asked: params };
  }
  const { state, lga } = place.found;
  const next = (await lgaComingWindows(state, lga, today)).find((window) => window.provenance !== "illustrative");
  if (!next) return { params: { answer: "none", state, lga }, asked: { answer: "none", state, lga } };
  return {
    params: {
      answer: "window",
      state,
      lga,
      opens_on: next.opensOn,
      closes_on: next.closesOn,
      amount_naira: next.amountNaira,
      by_bank: next.byBank,
      by_wallet: next.byWallet,
      at_pay_points: next.atPayPoints,
      pause_reason: next.pauseReason,
    },
    asked: { answer: "window", state, lga, window: next.id },
  };
}
