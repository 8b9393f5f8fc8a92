import createCache from '@emotion/cache';
import { css, type CSSObject } from '@emotion/react';
import fc from 'fast-check';
import { compile, serialize, stringify } from 'stylis';
import { describe, expect, it } from 'vitest';
import { printBlock, readStyles } from './nested-styles.ts';
import { rtlDeclarations } from './rtl-declarations.ts';

/**
 * What a browser makes of a class's styles, written out flat: stylis reads nesting as CSS does
 * (`&`, a selector without it as a descendant, media queries inside rules).
 */
const flat = (rule: string) => serialize(compile(rule), stringify);
/** Emotion's own way (its cache, with stylis and its fixes), without the vendor prefixes: turned to right to left or not. */
const throughStylis = (styles: string, rtl: boolean) => {
  const cache = createCache({ key: 'reference', stylisPlugins: rtl ? [rtlDeclarations] : [], speedy: false });
  cache.insert('.c', { name: 'c', styles, next: undefined }, cache.sheet, false);
  // Outside production Emotion writes an empty rule as `.c{}` (for its test helpers); stylis writes nothing.
  const printed = cache.sheet.tags.map((tag) => tag.textContent).filter((rule) => !rule?.endsWith('{}'));
  cache.sheet.flush();
  return printed.join('');
};
const nested = (styles: string, rtl: boolean) => {
  const block = readStyles(styles);
  if (!block) throw new Error(`not read: ${styles}`);
  return `.c{${printBlock(block, rtl)}}`;
};

describe('nested styles', () => {
  it('reads a class with pseudo-classes, descendants, lists and media queries as stylis does', () => {
    const styles = css({
      display: 'flex',
      marginLeft: 8,
      '&:hover': { color: 'red', '@media (hover: none)': { color: 'inherit' } },
      '& .MuiIcon-root, &.Mui-focused': { paddingRight: 4 },
      span: { float: 'left' },
      '@media (min-width:900px)': { padding: '0 16px 0 8px', '&:focus': { left: 0 } },
    }).styles;
    for (const rtl of [false, true]) expect(flat(nested(styles, rtl))).toBe(throughStylis(styles, rtl));
    expect(nested(styles, true)).toContain('& span{float:right;}');
  });

  it('puts a declaration written after a nested rule above it, where stylis puts it', () => {
    const styles = 'padding:8px;@media (min-width:900px){padding:16px;}padding-left:0;';
    expect(nested(styles, false)).toBe('.c{padding:8px;padding-left:0;@media (min-width:900px){padding:16px;}}');
  });

  it('keeps semicolons and braces inside strings and brackets, and drops labels', () => {
    const styles = 'label:Card;content:"a;b{c}\\"}";background:url(data:image/svg+xml;utf8,<svg/>);&[data-x="}"]{color:red;}';
    expect(nested(styles, false)).toBe('.c{content:"a;b{c}\\"}";background:url(data:image/svg+xml;utf8,<svg/>);&[data-x="}"]{color:red;}}');
  });

  it('leaves out a nested rule whose selectors the browser does not read, and keeps the rest', () => {
    const block = readStyles('color:red;&::-moz-focus-inner{border:0;}&:hover{color:blue;}', (selectors) => !selectors.includes('-moz-'));
    expect(block && printBlock(block, false)).toBe('color:red;&:hover{color:blue;}');
  });

  it("writes Safari's -webkit- copy where the browser still wants one", () => {
    expect(nested('user-select:none;', false)).toBe('.c{-webkit-user-select:none;user-select:none;}');
  });

  it('leaves to stylis what it does not read: comments, keyframes, font faces, unbalanced braces', () => {
    for (const styles of [
      'color:red;/* note */',
      '@keyframes k{from{opacity:0;}}',
      '@font-face{font-family:x;}',
      'a{color:red;',
      'color:red;}',
      '@import url(x.css);',
    ])
      expect(readStyles(styles), styles).toBeUndefined();
  });

  it('matches stylis for any mix of declarations, nested selectors and media queries, in both directions', () => {
    const property = fc.constantFrom(
      'marginLeft',
      'padding',
      'left',
      'textAlign',
      'borderRadius',
      'transform',
      'color',
      'boxShadow',
      'float',
    );
    const value = fc.constantFrom(
      '0',
      '8px',
      'left',
      'right',
      '1px 2px 3px 4px',
      'translateX(4px)',
      'red',
      '0 1px 2px rgba(0,0,0,0.2)',
      '4px 0 0 4px',
    );
    const selector = fc.constantFrom(
      '&:hover',
      ':focus-visible',
      '& .MuiIcon-root',
      'span',
      '&.Mui-selected, & > li',
      '.rtl &, :hover',
      '::after',
    );
    const media = fc.constantFrom('@media (min-width:900px)', '@media (hover: none)', '@supports (display:grid)');
    const declarations = fc.dictionary(property, value, { maxKeys: 4 });
    /** Declarations, rules nested in them, then declarations again (under names not yet used, so they stay last). */
    const withRules = (inner: fc.Arbitrary<CSSObject>) =>
      fc
        .tuple(declarations, fc.array(fc.tuple(fc.oneof(selector, media), inner), { maxLength: 3 }), declarations)
        .map(([before, rules, after]) => {
          const object: CSSObject = { ...before };
          for (const [key, nestedBlock] of rules) object[key] = nestedBlock;
          for (const [key, written] of Object.entries(after)) object[key] ??= written;
          return object;
        });
    const block = withRules(withRules(declarations));
    fc.assert(
      fc.property(block, fc.boolean(), (object, rtl) => {
        const styles = css(object).styles;
        expect(flat(nested(styles, rtl))).toBe(throughStylis(styles, rtl));
      }),
      { numRuns: 300 },
    );
  });
});
