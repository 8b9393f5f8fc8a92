import cssjanus from 'cssjanus';
import { DECLARATION, type Middleware } from 'stylis';

/** Each declaration's right-to-left form, computed once per page: the same few hundred recur across components. */
const flipped = new Map<string, string>();
/** Declarations already turned: a prefixed copy of a rule (@-webkit-keyframes) shares its declarations with the rule. */
const turnedOnce = new WeakSet<object>();

/**
 * A stylis plugin that turns each declaration to right to left (margin-left to margin-right, the
 * second and fourth of four values swapped, translateX negated…), with CSSJanus's rules.
 *
 * stylis-plugin-rtl does the same per rule: it prints the rule, runs CSSJanus's thirty-odd patterns
 * over it and parses the result again, for every new rule. Emotion inserts a page's rules as React
 * commits it, so on a phone that was most of the first Arabic commit. Here a declaration that holds
 * nothing to turn costs one test, and one that does is turned once.
 */
export const rtlDeclarations: Middleware = (element) => {
  if (element.type !== DECLARATION || turnedOnce.has(element)) return;
  turnedOnce.add(element);
  element.return = rtlDeclaration(element.return || element.value);
};

/** One declaration (`margin-left:8px;`, with its semicolon) turned to right to left. */
export function rtlDeclaration(css: string): string {
  let turned = flipped.get(css);
  if (turned === undefined) {
    turned = sideSwapped(css) ?? wordsSwapped(css) ?? (turnable(css) ? cssjanus.transform(css) : css);
    flipped.set(css, turned);
  }
  return turned;
}

/**
 * The turn's first calls compile its regular expressions and CSSJanus's thirty-odd patterns (15 ms
 * on a laptop, several times that on a phone), wherever they fall: in the first Arabic commit,
 * unless they have already happened in a task of their own before the app's first render. One
 * declaration down each path (a side in the name, four values, corners, an offset) does it.
 */
export function warmRtlDeclarations(): void {
  for (const declaration of ['padding-left:1px;', 'margin:0 1px 0 2px;', 'border-radius:1px 2px;', 'box-shadow:1px 0 red;']) {
    rtlDeclaration(declaration);
  }
}

/**
 * Whether CSSJanus would change a declaration: a side or direction word, a cursor's edge, a
 * background's horizontal percentage, the second and fourth of a shorthand's four values, a border
 * radius's corners, a shadow's or a translation's x other than zero. Most declarations hold none
 * of these and skip its patterns, which cost as much whether they change a thing or not (about a
 * millisecond each on a phone, most of it in patterns that run only a few times a page).
 */
function turnable(css: string): boolean {
  if (words.test(css) || backgroundPercent.test(css) || /text-shadow/i.test(css)) return true;
  const values = css.replace(/\([^()]*\)/g, '()');
  if (fourValues.test(values) || corners.test(values)) return true;
  return [...css.matchAll(offsets)].some(([, offset]) => parseFloat(offset ?? '') !== 0);
}
const words = /left|right|ltr|rtl|[ew]-resize/i;

/**
 * The commonest case, a side in the property's name and none in its one short value
 * (padding-left:16px, right:0, border-top-left-radius:4px), turned without CSSJanus: the same
 * result, as the test against it checks.
 */
function sideSwapped(css: string): string | undefined {
  const parts = /^((?:[a-z]+-)*)(left|right)((?:-[a-z]+)*):([^;:]*);$/i.exec(css);
  if (!parts) return undefined;
  const [, before = '', side = '', after = '', value = ''] = parts;
  if (
    words.test(value) ||
    value
      .replace(/\([^()]*\)/g, '()')
      .trim()
      .split(/\s+/).length >= 4
  )
    return undefined;
  const other = side.toLowerCase() === 'left' ? 'right' : 'left';
  return `${before}${other}${after}:${value};`;
}
/** A side as a word of a value, and what it turns into. */
const oppositeWords: Record<string, string> = { left: 'right', right: 'left' };
/** Properties whose values CSSJanus turns in other ways too (percentages, offsets, corners, cursors). */
const otherTurns = /^(?:background|box-shadow|text-shadow|transform|border-radius|cursor|border-[a-z]*radius)/i;

/**
 * The next commonest case, a side among a few plain words of a value (text-align:left, float:right,
 * transform-origin:left top, transition:left 200ms), turned without CSSJanus: the same result, as
 * the test against it checks.
 */
function wordsSwapped(css: string): string | undefined {
  const parts = /^([a-z-]+):([a-z0-9 .%-]+?)( !important)?;$/i.exec(css);
  if (!parts) return undefined;
  const [, property = '', value = '', important = ''] = parts;
  if (words.test(property) || otherTurns.test(property)) return undefined;
  const tokens = value.trim().split(/\s+/);
  if (tokens.length > 3 || !tokens.some((token) => token.toLowerCase() in oppositeWords)) return undefined;
  if (tokens.some((token) => !/^(?:[a-z]+|-?[\d.]+[a-z%]*)$/i.test(token))) return undefined;
  return `${property}:${tokens.map((token) => oppositeWords[token.toLowerCase()] ?? token).join(' ')}${important};`;
}
const backgroundPercent = /background(?:-position(?:-x)?)?\s*:[^;]*%/i;
const fourValues = /(?:margin|padding|border-width|border-style|-color)\s*:\s*[^;\s]+\s+[^;\s]+\s+[^;\s]+\s+[^;\s]/i;
const corners = /border-radius\s*:\s*[^;\s]+\s+[^;\s]/i;
/** A box shadow's first x offset, a translation's x. */
const offsets = /(?:box-shadow\s*:\s*(?:inset\s*)?|translateX?\s*\(\s*)([^\s,;)]+)/gi;
