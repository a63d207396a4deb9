/** What kind of device a user agent says it is. The user agent itself is never stored. */
export type DeviceClass = "feature phone" | "smartphone" | "tablet" | "desktop";

/** KaiOS, Java (MIDP) phones, Series 40, Symbian, MAUI and BREW handsets, and Opera Mini on them. */
const FEATURE_PHONE =
  /KAIOS|MIDP|J2ME|Series ?40|S40OviBrowser|Symbian|SymbOS|MAUI|BREW|NetFront|Obigo|Nokia[ \d]|SAMSUNG-GT-[CE]|itel[ _]it\d/i;
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i;
const PHONE = /Mobi|iPhone|iPod|Android|Opera Mini|Windows Phone|BlackBerry|BB10/i;

export function deviceClass(userAgent: string): DeviceClass {
  if (FEATURE_PHONE.test(userAgent)) return "feature phone";
  // Opera Mini on Android does not say "Mobile".
  if (/Opera Mini/.test(userAgent)) return "smartphone";
  if (TABLET.test(userAgent)) return "tablet";
  if (PHONE.test(userAgent)) return "smartphone";
  return "desktop";
}
