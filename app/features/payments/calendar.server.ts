import ical, { ICalCalendarMethod } from "ical-generator";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages.server";
import { naira, pauseWords, waysWords } from "./sentences";
import type { ShownWindow } from "./windows.server";

/** A calendar app asks again about twice a day; a shared cache may keep it an hour, as the feeds. */
const CALENDAR_HEADERS = { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "public, max-age=3600" } as const;

/** What the file's events are for: an LGA, or a state's every LGA. */
export interface CalendarPlace {
  /** The place's name as its page's title names it ("Dala", "Kano"). */
  name: string;
  /** Its page, absolute. */
  pageUrl: string;
  /** For an LGA's file, the LGA: its events say which of a window's LGAs they are for. */
  lga: string | null;
}

/**
 * An iCalendar file (RFC 5545) of a place's windows: one all-day event a
 * window, from its opening day to the day after it closes (DTEND is
 * exclusive), with how it pays and the never-pay rule. The UID is the window
 * and the place, so a phone that subscribed updates the event when a window
 * moves rather than adding a second. Built by ical-generator, which folds and
 * escapes lines as the standard asks.
 */
export function paymentCalendar(place: CalendarPlace, windows: readonly ShownWindow[], locale: Locale, host: string): string {
  const words = messages[locale].payments;
  const title = place.lga ? format(words.lgaTitle, { lga: place.name }) : format(words.stateTitle, { state: place.name });
  const calendar = ical({ name: title, prodId: { company: "NASSCO", product: "payments" } });
  calendar.method(ICalCalendarMethod.PUBLISH);
  for (const window of windows) {
    const end = new Date(`${window.closesOn}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    const how = format(words.how, { ways: waysWords(window, words) });
    const amount = window.amountNaira !== null ? ` ${format(words.amount, { amount: naira(window.amountNaira) })}` : "";
    const paused = window.pauseReason ? `${words.phasePaused}: ${pauseWords(window.pauseReason, words)}. ` : "";
    calendar.createEvent({
      id: `${window.id}.${place.lga ?? window.state}@${host}`.replace(/\s+/g, "-").toLowerCase(),
      allDay: true,
      start: new Date(`${window.opensOn}T00:00:00Z`),
      end,
      summary: `${title} (${format(words.cycle, { year: window.cycleYear, number: window.cycleNumber })})`,
      description: `${paused}${how}${amount}\n${place.lga ? "" : `${window.lgas.join(", ")}\n`}${messages[locale].isThisReal.neverCharges}`,
      location: window.payPoints.join("; ") || undefined,
      url: place.pageUrl,
      stamp: new Date(`${window.checkedOn}T00:00:00Z`),
    });
  }
  return calendar.toString();
}

/** The file as an answer (the route adds the CDN's headers), or 503 when the windows could not be read. */
export function calendarAnswer(body: string | null): Response {
  if (body === null) return new Response("The payment windows cannot be read just now.", { status: 503, headers: { "Retry-After": "60" } });
  return new Response(body, { headers: CALENDAR_HEADERS });
}
