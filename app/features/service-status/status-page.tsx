import { Fragment } from "react";
import { ProvenanceLabel } from "~/components/provenance-label";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages/en";
import { useLocale } from "~/i18n/use-locale";
import { paths } from "~/site/paths";
import type { ChannelState } from "./channels";
import { serviceNoticeCollection } from "./collection";
import type { ChannelStatus, ServiceNotice, ServiceStatus } from "./status";
import { channelName, lagosMoment, noticePeriod, spanDays, stateWord } from "./wording";

/** The states a reader must notice: boxed in the warning colour; working and planned work boxed plain. */
const WARNING: readonly ChannelState[] = ["slow", "down"];

/**
 * /status: each channel with its state in its heading (a screen reader's list of headings reads as
 * the whole status; no section around each, whose bytes the 10 KB could not spare), the office's notices in effect or to come under it, and a sentence for its 90
 * days; then the latest notices that have ended, if any, and the feed, which has every one. Plain HTML and
 * text, no picture and no script: the same in w3m and on a 240 px phone.
 */
export function ServiceStatusPage({ status }: { status: ServiceStatus }) {
  const { t, locale } = useLocale();
  const words = t.serviceStatus;
  const now = new Date(status.checkedAt);
  const ended = (notice: ServiceNotice) => notice.endsAt !== null && new Date(notice.endsAt) <= now;
  const earlier = status.notices.filter(ended);
  return (
    <div className="container service-status">
      <p>{format(words.checked, { time: lagosMoment(status.checkedAt, locale) })}</p>
      {status.measured ? null : <p className="callout callout--warning">{words.unmeasured}</p>}
      {status.channels.map((channel) => (
        <Fragment key={channel.channel}>
          <h2 id={`channel-${channel.channel}`}>
            {`${channelName(words, channel.channel)}: `}
            <span className={WARNING.includes(channel.state) ? "status-tag status-tag--warning" : "status-tag"}>
              {stateWord(words, channel.state)}
            </span>
          </h2>
          {status.notices
            .filter((notice) => notice.channel === channel.channel && !ended(notice))
            .map((notice) => (
              <NoticeLine key={notice.id} notice={notice} />
            ))}
          <p>{history(words, channel, locale)}</p>
        </Fragment>
      ))}
      {earlier.length === 0 ? null : (
        <>
          <h2 id="earlier-notices">{words.earlierHeading}</h2>
          <ul>
            {earlier.map((notice) => (
              <li key={notice.id}>
                <NoticeLine notice={notice} named />
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <a href={paths.statusFeed}>{words.feedLink}</a>
      </p>
    </div>
  );
}

/** A notice: its state (and channel, in the list of ended ones), its time, and the office's words in their own language. */
function NoticeLine({ notice, named = false }: { notice: ServiceNotice; named?: boolean }) {
  const { t, locale } = useLocale();
  const words = t.serviceStatus;
  const Tag = named ? "span" : "p";
  return (
    <Tag>
      <strong>{named ? `${channelName(words, notice.channel)}: ${stateWord(words, notice.state)}` : stateWord(words, notice.state)}</strong>
      {`, ${noticePeriod(words, notice, locale)}. `}
      <span lang={notice.locale !== locale ? notice.locale : undefined}>{notice.message}</span>
      <ProvenanceLabel item={notice} kind={serviceNoticeCollection.provenance} inline />
    </Tag>
  );
}

/** The channel's 90 days in a sentence or two: none, or the days of each problem and the latest. */
function history(words: Messages["serviceStatus"], channel: ChannelStatus, locale: Locale): string {
  if (!channel.last) return words.noProblems;
  const counts = [
    channel.days.down ? format(words.daysDown, { count: channel.days.down }) : null,
    channel.days.slow ? format(words.daysSlow, { count: channel.days.slow }) : null,
    channel.days.planned ? format(words.daysPlanned, { count: channel.days.planned }) : null,
  ].filter((sentence) => sentence !== null);
  const last = format(words.lastProblem, { state: stateWord(words, channel.last.state), dates: spanDays(words, channel.last, locale) });
  return [...counts, last].join(" ");
}
