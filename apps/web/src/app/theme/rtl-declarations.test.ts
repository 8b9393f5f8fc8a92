import fc from 'fast-check';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { describe, expect, it } from 'vitest';
import { rtlDeclarations } from './rtl-declarations.ts';

/** A stylesheet through Emotion's chain (prefixer, the direction plugin, then printing). */
const print = (css: string, plugin: typeof rtlDeclarations) => serialize(compile(css), middleware([prefixer, plugin, stringify]));

const properties = [
  'margin',
  'margin-left',
  'padding',
  'padding-right',
  'left',
  'right',
  'float',
  'text-align',
  'border-width',
  'border-color',
  'border-style',
  'border-left',
  'border-right-color',
  'border-radius',
  'border-top-left-radius',
  'box-shadow',
  'text-shadow',
  'transform',
  'transition',
  'background',
  'background-position',
  'background-position-x',
  'background-color',
  'outline-color',
  'cursor',
  'direction',
  'transform-origin',
  'clear',
  'caption-side',
  'color',
  'display',
  'font-size',
  'inset-inline-start',
  'margin-inline-end',
];
const values = [
  '0',
  'auto',
  '8px',
  '-4px',
  'left',
  'right',
  '1px 2px 3px 4px',
  '0 16px',
  '0 1px 2px',
  '4px 8px',
  'calc(100% - 8px) 0 0 4px',
  '0 0 0 calc(var(--gap) * -1)',
  '4px 0 0 4px',
  'red green blue black',
  'solid dashed none dotted',
  '1px solid rgba(0, 0, 0, 0.12)',
  '0px 2px 1px -1px rgba(0,0,0,0.2)',
  'translateX(12px)',
  'translateX(0)',
  'translate(0, 20px) scale(1)',
  'translateX(var(--x))',
  'inset 2px 0 0 red',
  '0px 2px 1px -1px rgba(0,0,0,0.2),0px 1px 1px 0px rgba(0,0,0,0.14)',
  '3px 3px 5px #000, -1px 0 2px red',
  'none',
  'var(--Paper-shadow)',
  'rgba(0, 0, 0, 0.12)',
  'rgba(0,0,0,.1) red blue green',
  'color-mix(in srgb, red 20%, blue)',
  '-0.5px 0 .0 0',

  'translate(-50%, 10px) scale(1.1)',
  'rotate(45deg) translateX(-3px)',
  'left 200ms cubic-bezier(0.4, 0, 0.2, 1) 0ms',
  'left 200ms',
  'left top',
  'center right',
  'RIGHT',
  'right 10px bottom 4px',
  'left-aligned',
  '0% 50%',
  '25%',
  'url(arrow.svg) no-repeat 10% center',
  'w-resize',
  'ne-resize',
  'ltr',
  'rtl',
  'calc(100% - 8px)',
  'inherit',
];

const declaration = fc
  .tuple(fc.constantFrom(...properties), fc.constantFrom(...values), fc.boolean())
  .map(([property, value, important]) => `${property}:${value}${important ? ' !important' : ''};`);
const rule = fc.tuple(
  fc.constantFrom('.css-a', '.css-b .MuiButton-startIcon', '.css-c:hover', '.css-left-1'),
  fc.array(declaration, { minLength: 1, maxLength: 6 }),
);
const sheet = fc
  .array(
    fc.tuple(rule, fc.constantFrom('', '@media (min-width:900px)', '@supports (display:grid)')).map(([[selector, body], wrapper]) => {
      const css = `${selector}{${body.join('')}}`;
      return wrapper ? `${wrapper}{${css}}` : css;
    }),
    { minLength: 1, maxLength: 4 },
  )
  .map((rules) => rules.join(''));

describe('rtlDeclarations', () => {
  it('turns a stylesheet exactly as stylis-plugin-rtl does', () => {
    fc.assert(
      fc.property(sheet, (css) => {
        expect(print(css, rtlDeclarations)).toBe(print(css, rtlPlugin as typeof rtlDeclarations));
      }),
      { numRuns: 1000 },
    );
  });

  it('turns keyframes and the components’ usual declarations', () => {
    const css =
      '@keyframes slide{from{transform:translateX(-100%);}to{transform:translateX(0);}}.css-x{margin-left:auto;padding:0 8px 0 16px;border-radius:4px 0 0 4px;text-align:left;}';
    expect(print(css, rtlDeclarations)).toBe(print(css, rtlPlugin as typeof rtlDeclarations));
    expect(print(css, rtlDeclarations)).toContain('margin-right:auto;padding:0 16px 0 8px;border-radius:0 4px 4px 0;text-align:right;');
    expect(print(css, rtlDeclarations)).toContain('translateX(100%)');
  });

  it('leaves selectors and what has no direction alone', () => {
    const css = '.css-left-1{color:red;font-size:14px;}';
    expect(print(css, rtlDeclarations)).toBe(css);
  });
});
