import type { EmotionCache } from '@emotion/cache';
import { rtlDeclaration } from './rtl-declarations.ts';

/** A block of Emotion's styles: its own declarations (`color:red;`) and the rules nested in it. */
export type StyleBlock = { declarations: string[]; rules: NestedRule[] };
type NestedRule = { prelude: string; block: StyleBlock };
type StyleSheet = EmotionCache['sheet'];

/** Conditional at-rules a style rule may hold; any other at-rule (@keyframes, @font-face, @import) is left to stylis. */
const nestableAtRule = /^@(?:media|supports|container|layer)\b/i;

/**
 * Properties some browsers that read nested CSS still want with -webkit- as well (Safari's
 * user-select, backdrop-filter, hyphens…): the copies stylis's prefixer would have written.
 */
const webkitCopies = new Set(['user-select', 'backdrop-filter', 'box-decoration-break', 'hyphens', 'text-size-adjust', 'background-clip']);

/**
 * Emotion's serialized styles read into blocks, or undefined for what this reader leaves to stylis
 * (comments, at-rules other than conditional ones, unbalanced braces).
 *
 * Declarations are hoisted above the rules nested beside them, as stylis writes them, so the
 * cascade is the same whether a browser keeps a declaration written after a nested rule in its
 * place (Chrome 130 and later) or moves it up (earlier ones).
 */
export function readStyles(styles: string, readable: (selectors: string) => boolean = () => true): StyleBlock | undefined {
  const root: StyleBlock = { declarations: [], rules: [] };
  const blocks: StyleBlock[] = [root];
  const preludes: string[] = [];
  let start = 0;
  let parens = 0;
  let quote = '';
  const declare = (end: number): boolean => {
    const text = styles.slice(start, end).trim();
    start = end + 1;
    if (!text) return true;
    const colon = text.indexOf(':');
    if (colon <= 0 || text.startsWith('@')) return false;
    const property = text.slice(0, colon).trim();
    // Emotion's labels name a class in development; stylis drops them too.
    if (property !== 'label') blocks[blocks.length - 1]!.declarations.push(`${property}:${text.slice(colon + 1).trim()};`);
    return true;
  };
  // From one character that matters to the next: a class's styles run to a few hundred characters, mostly names and values.
  const marks = /[;{}()"'\\/]/g;
  for (let found = marks.exec(styles); found; found = marks.exec(styles)) {
    const at = found.index;
    const char = styles[at];
    if (quote) {
      if (char === '\\') marks.lastIndex = at + 2;
      else if (char === quote) quote = '';
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '(') parens += 1;
    else if (char === ')') parens -= 1;
    else if (char === '/' && styles[at + 1] === '*') return undefined;
    else if (parens > 0 || char === '/' || char === '\\') continue;
    else if (char === ';') {
      if (!declare(at)) return undefined;
    } else if (char === '{') {
      const prelude = styles.slice(start, at).trim();
      if (!prelude || (prelude.startsWith('@') && !nestableAtRule.test(prelude))) return undefined;
      preludes.push(prelude);
      blocks.push({ declarations: [], rules: [] });
      start = at + 1;
    } else if (char === '}') {
      if (!declare(at) || blocks.length === 1) return undefined;
      const block = blocks.pop()!;
      const prelude = preludes.pop()!;
      if (prelude.startsWith('@') || readable(prelude)) blocks[blocks.length - 1]!.rules.push({ prelude, block });
    }
  }
  if (quote || parens !== 0 || blocks.length !== 1 || !declare(styles.length)) return undefined;
  return root;
}

/**
 * A nested selector list's selectors with `&` made explicit as Emotion reads them: `span` is a
 * descendant (`& span`), `:hover` belongs to the element itself (`&:hover`), where CSS would read a
 * descendant.
 */
function selectorsOf(selectors: string): string[] {
  const parts: string[] = [];
  let parens = 0;
  let start = 0;
  for (let at = 0; at <= selectors.length; at += 1) {
    const char = selectors[at];
    if (char === '(' || char === '[') parens += 1;
    else if (char === ')' || char === ']') parens -= 1;
    else if ((char === ',' && parens === 0) || at === selectors.length) {
      const part = selectors.slice(start, at).trim();
      parts.push(part.includes('&') ? part : part.startsWith(':') ? `&${part}` : `& ${part}`);
      start = at + 1;
    }
  }
  return parts;
}

/** A block printed as nested CSS, each declaration turned to right to left when asked. */
export function printBlock(block: StyleBlock, rtl: boolean): string {
  let css = '';
  for (const written of block.declarations) {
    const declaration = rtl ? rtlDeclaration(written) : written;
    const property = declaration.slice(0, declaration.indexOf(':'));
    css += webkitCopies.has(property) ? `-webkit-${declaration}${declaration}` : declaration;
  }
  for (const { prelude, block: inner } of block.rules) {
    css += `${prelude.startsWith('@') ? prelude : selectorsOf(prelude).join(',')}{${printBlock(inner, rtl)}}`;
  }
  return css;
}

/**
 * Whether the browser kept every rule nested in what it parsed: one it cannot read would be
 * dropped silently. An at-rule's own declarations become one rule of their own, unless the browser
 * reads none of them (`@media print{color-adjust:exact}`).
 */
function keptAll(rule: CSSRule, block: StyleBlock, atRule: boolean): boolean {
  const nested = (rule as CSSGroupingRule).cssRules as CSSRuleList | undefined;
  const count = nested?.length ?? 0;
  const own = atRule && block.declarations.length > 0 && count === block.rules.length + 1 ? 1 : 0;
  if (count !== own + block.rules.length) return false;
  // Matched by kind too: a dropped rule beside an at-rule's own declarations keeps the count.
  return block.rules.every((inner, index) => {
    const kept = nested![own + index]!;
    const nestedAtRule = inner.prelude.startsWith('@');
    return kept instanceof CSSStyleRule !== nestedAtRule && keptAll(kept, inner.block, nestedAtRule);
  });
}

/** Inserts one nested rule, and takes it out again unless the browser kept it whole. */
function insertWhole(sheet: StyleSheet, css: string, block: StyleBlock): boolean {
  const tags = sheet.tags.length;
  const before = sheet.tags[tags - 1]?.sheet?.cssRules.length ?? 0;
  sheet.insert(css);
  const target = sheet.tags[sheet.tags.length - 1]?.sheet;
  if (!target) return false;
  const expected = (sheet.tags.length > tags ? 0 : before) + 1;
  if (target.cssRules.length !== expected) return false;
  if (keptAll(target.cssRules[expected - 1]!, block, false)) return true;
  target.deleteRule(expected - 1);
  return false;
}

/** Selector lists by whether this browser reads every selector in them. */
const readableSelectors = new Map<string, boolean>();

/**
 * Whether the browser reads every selector of a nested rule's list. One it does not (another
 * engine's `::-moz-focus-inner`, `:-moz-focusring`) would drop the whole rule, as it drops stylis's
 * flat copy of it; left out here, the rest of the class still arrives in one piece.
 */
function readableHere(selectors: string): boolean {
  let readable = readableSelectors.get(selectors);
  if (readable === undefined) {
    readable = selectorsOf(selectors).every((selector) => CSS.supports(`selector(${selector})`));
    readableSelectors.set(selectors, readable);
  }
  return readable;
}

/** Whether this browser reads a rule nested in a rule (Chrome 112, Safari 16.5, Firefox 117 and later). */
export function readsNestedCss(): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('selector(&)');
}

/**
 * Has the cache hand each class's styles to the browser as one nested rule, where it can.
 *
 * Emotion compiles every new class with stylis as React commits a page: it parses the styles,
 * flattens each nested selector and media query into rules of their own, adds vendor prefixes and
 * prints the result, a few hundred times on a page's first render, all in one task. A browser that
 * reads nested CSS does the flattening itself, natively and off the script's clock; what is left
 * here is one pass over the text (the right-to-left turn and Safari's -webkit- copies included).
 * Global styles and keyframes, styles this reader leaves alone, and a rule the browser did not
 * keep whole still go through stylis, so every class ends up with the same cascade either way.
 */
export function insertNested(cache: EmotionCache, rtl: boolean): void {
  const stylisInsert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const block = selector ? readStyles(serialized.styles, readableHere) : undefined;
    if (!block || !insertWhole(sheet, `${selector}{${printBlock(block, rtl)}}`, block)) {
      return stylisInsert(selector, serialized, sheet, shouldCache);
    }
    if (shouldCache) cache.inserted[serialized.name] = true;
    return undefined;
  };
}
