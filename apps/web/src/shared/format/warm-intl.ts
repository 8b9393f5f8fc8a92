import type { Locale } from '@sahm/contracts/common';
import { intlLocaleOf, marketTimeZone } from './intl-locale.ts';

/** Runs a step when the main thread is idle (a timer where the browser has no idle callbacks). */
function whenIdle(step: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(step, { timeout: 2000 });
  else window.setTimeout(step, 0);
}

/**
 * Loads the language's number and date data into the browser's Intl, in moments the main thread
 * is idle. The first Intl.NumberFormat of a page costs about 25 ms (and the first DateTimeFormat in
 * Riyadh's time zone about 5 ms) on a desktop CPU, four times that on a phone, and it used to fall
 * inside the first render of a page's figures, the page's longest task. Every later formatter is
 * built in well under a millisecond. The shell calls this while the first page's data is on its way.
 * The two are built in tasks of their own: together they made one task longer than either.
 */
export function warmIntl(locale: Locale): void {
  const tag = intlLocaleOf(locale);
  whenIdle(() => {
    new Intl.NumberFormat(tag).format(0);
    whenIdle(() => new Intl.DateTimeFormat(tag, { timeZone: marketTimeZone }).format(0));
  });
}
