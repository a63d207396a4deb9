/**
 * How many items every feed carries: the newest 50. A reader that polls
 * hourly misses nothing at the office's pace, and a feed's size and cost no
 * longer grow with the years of news behind it (issue 47).
 */
export const FEED_LENGTH = 50;
