/**
 * One idea the site names, in one language: the one word used for it, and
 * the variants that must not appear in any of that language's strings (web
 * furniture and pages, mail, SMS, USSD). `glossary.test.ts` in
 * features/channels reads every language's list and scans every string.
 *
 * A variant is matched as a whole word (or phrase), case-insensitively, in
 * NFC; a `*` at its end stands for any letters after it (a suffix, as Hausa's
 * -rka on "lambar bibiyarka"), one at its start for any letters before it.
 * Letters, combining marks and apostrophes count as part of a word, so "ka"
 * does not match in "ka'idoji". `allow` names whole words a variant with `*`
 * would wrongly catch ("barka"). Search words (`searchWords`) are left out:
 * they list on purpose the words people type.
 */
export interface GlossaryTerm {
  /** The idea, in English, for whoever keeps the list. */
  idea: string;
  /** The word or phrase this language uses for it. */
  use: string;
  avoid: readonly string[];
  allow?: readonly string[];
  /** Why, where it is not plain. */
  note?: string;
}

export type Glossary = readonly GlossaryTerm[];
