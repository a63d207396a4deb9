import type { Sourced } from "~/content/provenance";

/** The kinds of channel "Is this real?" lists, in the order it lists them: what a reader is most often asked to trust first. */
export const REAL_CHANNEL_KINDS = ["phone", "short-code", "domain", "sender", "email", "social"] as const;
export type RealChannelKind = (typeof REAL_CHANNEL_KINDS)[number];

/** One of the office's real channels: a national row of contact_channel. */
export interface RealChannel extends Sourced {
  id: string;
  kind: RealChannelKind;
  value: string;
  /** What it is for ("Toll-free line"); for an account, its network. */
  label: string;
  /** The label is the office's English, on another language's page (no translation of the row is live). */
  labelInEnglish?: boolean;
  /** "2026-11-20": the day the office last checked it; null until someone has. */
  checkedOn: string | null;
}

/** A national channel as read, before the rule below. */
export interface ChannelRow extends Sourced {
  id: string;
  kind: string;
  value: string;
  label: string;
  labelInEnglish?: boolean;
  checkedOn: string | null;
}

/** The launch channels whose label the messages files translate (isThisReal.label…), by the row's id. */
export const LAUNCH_LABEL_KEYS = {
  "national-toll-free": "labelTollFree",
  "national-domain": "labelWebsite",
  "national-rrr-ussd": "labelRrrSignUp",
} as const;
type LabelKey = (typeof LAUNCH_LABEL_KEYS)[keyof typeof LAUNCH_LABEL_KEYS];

/**
 * A channel whose label is the office's English on another language's page,
 * in the reader's words where it is still the label it was launched with
 * (the messages' English for it): a label the office has since changed
 * stays its English, marked so, until its row is translated.
 */
export function inReadersWords<Row extends ChannelRow>(
  channel: Row,
  own: Record<LabelKey, string>,
  english: Record<LabelKey, string>,
): Row {
  const key = (LAUNCH_LABEL_KEYS as Record<string, LabelKey | undefined>)[channel.id];
  if (!channel.labelInEnglish || !key || channel.label !== english[key]) return channel;
  return { ...channel, label: own[key], labelInEnglish: false };
}

const isRealKind = (kind: string): kind is RealChannelKind => (REAL_CHANNEL_KINDS as readonly string[]).includes(kind);

/**
 * The channels the page may call real, by kind in the page's order: those with
 * a basis (the spec, a public record, the office's own word). A channel we
 * guessed ("illustrative") is shown elsewhere with "to be confirmed", but a
 * page people use to tell real from fake must not list a guess as real.
 */
export function realChannelsByKind(rows: readonly ChannelRow[]): { kind: RealChannelKind; channels: RealChannel[] }[] {
  const real = rows.filter(
    (row): row is ChannelRow & { kind: RealChannelKind } => isRealKind(row.kind) && row.provenance !== "illustrative",
  );
  return REAL_CHANNEL_KINDS.map((kind) => ({ kind, channels: real.filter((row) => row.kind === kind) })).filter(
    (group) => group.channels.length > 0,
  );
}

/** Where a real channel's value leads, or null for one that is only read (a short code, an e-mail sender). */
export function channelHref(channel: Pick<RealChannel, "kind" | "value">): string | null {
  switch (channel.kind) {
    case "phone":
      return `tel:${channel.value.replace(/ /g, "")}`;
    case "domain":
      return `https://${channel.value}/`;
    case "social":
      return channel.value;
    case "email":
      return `mailto:${channel.value}`;
    default:
      return null;
  }
}
