import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FRAME_ATTRIBUTE, FRAME_THEME_ATTRIBUTE } from '../src/app/frame-attribute.ts';
import { appFrame, prepareAppFrame, readFrameTexts, withAppFrame } from './app-frame.ts';

const texts = readFrameTexts(path.join(import.meta.dirname, '../src/locales'));
const shell = `<html lang="ar" dir="rtl"><head>
    <title>Sahm</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head><body><div id="root"></div></body></html>`;

describe("the app's frame", () => {
  let dir = '';
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    localStorage.clear();
    document.documentElement.removeAttribute(FRAME_THEME_ATTRIBUTE);
    window.history.replaceState(null, '', '/');
  });

  it("says the app's name and the demo-data note in both languages, from the catalogues, as CSS only", () => {
    const { style, markup } = appFrame(texts);
    expect(texts.ar.appName).toBe('سهم');
    for (const locale of ['ar', 'en'] as const)
      for (const words of [texts[locale].appName, texts[locale].banner, texts[locale].bannerShort])
        expect(style).toContain(`content:"${words}"`);
    // No words in the markup: the app's own text is the only text a test or a reader finds.
    const holder = document.createElement('div');
    holder.innerHTML = markup;
    expect(holder.textContent).toBe('');
    // For a screen reader, only "loading" in each language (the page's language shows one).
    const frame = holder.firstElementChild!;
    expect(
      [...frame.children].map((child) => [child.getAttribute('role'), child.getAttribute('lang'), child.getAttribute('aria-label')]),
    ).toEqual([
      ['progressbar', 'ar', texts.ar.loading],
      ['progressbar', 'en', texts.en.loading],
      [null, null, null],
    ]);
    expect(frame.lastElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('quotes what would end a CSS string', () => {
    const { style } = appFrame({ ...texts, en: { ...texts.en, appName: 'Sa"hm\\' } });
    expect(style).toContain('content:"Sa\\"hm\\\\"');
  });

  it('goes before the first script, with its styles, and into the empty #root; a page without one is an error', () => {
    const html = withAppFrame(shell, '/assets/app-frame-1.js', '.x{}', '<div class="app-frame"></div>');
    expect(html.indexOf('<script src="/assets/app-frame-1.js"></script>')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).toContain('<style>.x{}</style>');
    expect(html).toContain(`<div id="root" ${FRAME_ATTRIBUTE}><div class="app-frame"></div></div>`);
    expect(() => withAppFrame(html, '/b.js', '', '')).toThrow(/empty #root/);
    expect(() => withAppFrame('<div id="root"></div>', '/b.js', '', '')).toThrow(/module script/);
  });

  it("its script sets the reader's language, direction and theme before the page is drawn", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-frame-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const page = prepareAppFrame(dir, texts)(shell);
    const src = /<script src="\/(assets\/app-frame-[0-9a-f]{8}\.js)"><\/script>/.exec(page)?.[1];
    expect(src).toBeDefined();
    const boot = fs.readFileSync(path.join(dir, src!), 'utf8');
    const run = () => new Function(boot)() as void;
    const root = document.documentElement;

    localStorage.setItem('locale', 'en');
    localStorage.setItem('theme', 'dark');
    run();
    expect([root.lang, root.dir, root.getAttribute(FRAME_THEME_ATTRIBUTE)]).toEqual(['en', 'ltr', 'dark']);

    localStorage.clear();
    root.removeAttribute(FRAME_THEME_ATTRIBUTE);
    run();
    expect([root.lang, root.dir, root.getAttribute(FRAME_THEME_ATTRIBUTE)]).toEqual(['ar', 'rtl', 'light']);

    // A shared link's language wins over the stored one, as in main.tsx.
    localStorage.setItem('locale', 'ar');
    window.history.replaceState(null, '', '/dashboard?lang=en');
    run();
    expect([root.lang, root.dir]).toEqual(['en', 'ltr']);
  });
});
