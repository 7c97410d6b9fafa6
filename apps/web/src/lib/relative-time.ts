// "5 min ago", "yesterday", "12 Mar": when a contact's last message came, short enough for a list row.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Under a minute (or a clock a little ahead) is `justNow`; then minutes, hours and days in the
 * language's own words; from a week on the date, with the year only when it is not this year.
 */
export function relativeTime(at: number, now: number, language: string, justNow: string): string {
  const elapsed = now - at;
  if (elapsed < MINUTE) return justNow;
  // Short units keep minutes and hours compact; some languages abbreviate days past reading ('3 dgn').
  const short = new Intl.RelativeTimeFormat(language, { numeric: 'auto', style: 'short' });
  if (elapsed < HOUR) return short.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return short.format(-Math.floor(elapsed / HOUR), 'hour');
  const long = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (elapsed < 7 * DAY) return long.format(-Math.floor(elapsed / DAY), 'day');
  const sameYear = new Date(at).getFullYear() === new Date(now).getFullYear();
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(at);
}
