import { createHash } from "node:crypto";
import type { MailContent } from "~/features/mail/content";
import { renderMail } from "~/features/mail/render.server";
import { localeNames, type Locale } from "~/i18n/locales";
import type { LetterPreview } from "./letter-preview";

/** A short fingerprint of a rendered letter's words: the preview's, sent back with "Send", must be the letter's. */
export function renderedDigest({ subject, text }: { subject: string; text: string }): string {
  return createHash("sha256").update(`${subject}\n${text}`).digest("hex").slice(0, 32);
}

/** The fingerprint of a letter's words, as it will render. */
export function letterDigest(letter: MailContent): string {
  return renderedDigest(renderMail(letter));
}

/** The letter as the preview shows it, in the case's language, with the fingerprint its "Send" must bring back. */
export function previewedLetter(
  rendered: { subject: string; text: string },
  locale: Locale,
  digest: string,
): NonNullable<LetterPreview["letter"]> {
  return { subject: rendered.subject, text: rendered.text, language: localeNames[locale].english, digest };
}
