import { time, type CollectionManifest } from "~/features/content/collection-manifest";
import { paths } from "~/site/paths";
import { CHANNELS, PROBLEM_STATES, type Channel, type ProblemState } from "./channels";

/** The channels and states as the back office's form names them (readers see their own language's words). */
const CHANNEL_LABELS: Record<Channel, string> = {
  website: "This website",
  form: "Forms on this website (reports, messages)",
  ussd: "USSD menu",
  "sms-in": "SMS to the office",
  "sms-out": "SMS from the office",
  email: "E-mail from the office",
  phone: "969 toll-free line",
};
const STATE_LABELS: Record<ProblemState, string> = { slow: "Slow", down: "Not working", planned: "Planned work" };

/**
 * The office's notices on /status (decision 0113): a channel slow, down or under planned work, for
 * a time, in a sentence. Published through review as news is, and translated as notices are; the
 * page words the channel, the state and the times in each language itself.
 */
export const serviceNoticeCollection: CollectionManifest = {
  table: "service_notice",
  model: "serviceNotice",
  label: "Service notices",
  item: "a service notice",
  titleField: "message",
  publicPath: () => paths.status,
  // The office's own account of its channels, never an example of ours.
  newItemProvenance: "confirmed",
  fields: [
    {
      name: "channel",
      label: "Channel",
      kind: "choice",
      required: true,
      options: CHANNELS.map((channel) => ({ value: channel, label: CHANNEL_LABELS[channel] })),
    },
    {
      name: "state",
      label: "State",
      hint: "Planned work: say so before it starts; readers see it as coming, then under way.",
      kind: "choice",
      required: true,
      options: PROBLEM_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] })),
    },
    time("starts_at", "From"),
    time("ends_at", "Until", "Leave empty until it is over, then set the time it ended.", false),
    {
      name: "message",
      label: "Message",
      hint: "One or two short sentences for households, as short as a text message: what does not work, and what to do instead (such as calling 969).",
      kind: "long",
      required: true,
      maxLength: 160,
    },
  ],
  provenance: { noun: "service notice", supply: "the notice's channel, times and message" },
  audit: {
    fields: ["channel", "state", "message"],
    orderBy: [{ startsAt: "desc" }, { id: "asc" }],
    name: (row) => `${String(row.channel)}, ${String(row.state)}: ${String(row.message)}`,
  },
  searchKind: null,
};
