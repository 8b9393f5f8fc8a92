import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { alpha } from '@mui/material/styles';
import { FRAME_ATTRIBUTE } from '../src/app/frame-attribute.ts';
import { demoNoteColours } from '../src/app/shell/demo-data-banner.tsx';
import { createAppTheme } from '../src/app/theme/create-app-theme.ts';

/** What the frame says, per language, from the app's own catalogues (common.json). */
export type FrameTexts = { appName: string; banner: string; bannerShort: string; loading: string };
export type FrameLocale = 'ar' | 'en';

/** The texts the frame shows, read from the catalogues the app itself loads. */
export function readFrameTexts(localesDir: string): Record<FrameLocale, FrameTexts> {
  const read = (locale: FrameLocale): FrameTexts => {
    const common = JSON.parse(fs.readFileSync(path.join(localesDir, locale, 'common.json'), 'utf8')) as {
      appName: string;
      loading: string;
      demoData: { banner: string; bannerShort: string };
    };
    return { appName: common.appName, banner: common.demoData.banner, bannerShort: common.demoData.bannerShort, loading: common.loading };
  };
  return { ar: read('ar'), en: read('en') };
}

/**
 * Runs before the page is parsed (a script of its own in the head: the content security policy
 * allows scripts from the site only): the language, its direction and the theme the reader chose,
 * so the frame is drawn in them and a dark theme does not flash white. The app reads the same keys
 * (src/shared/i18n/locale.ts, src/app/theme/color-mode.ts) and `?lang=` as main.tsx does. The
 * theme's mark on the document holds the frame's page background and margin; the app's first
 * commit removes it (app-root.tsx), and its own baseline styles take over.
 */
function frameBoot(): void {
  const root = document.documentElement;
  root.setAttribute('data-frame-theme', 'light');
  try {
    const asked = new URLSearchParams(location.search).get('lang');
    const locale = asked === 'en' || asked === 'ar' ? asked : window.localStorage.getItem('locale') === 'en' ? 'en' : 'ar';
    root.lang = locale;
    root.dir = locale === 'ar' ? 'rtl' : 'ltr';
    if (window.localStorage.getItem('theme') === 'dark') root.setAttribute('data-frame-theme', 'dark');
  } catch {
    // No storage: the page's own Arabic and the light theme.
  }
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The frame's colours, from the app's own theme: the page, the bar and panels, text and icons, the
 * brand, the lines, the skeleton (Material UI's Skeleton: the text colour at 11% or 13%) and the
 * demo-data note (as the note itself draws it).
 */
function frameColours(mode: 'light' | 'dark'): string {
  const theme = createAppTheme(mode, 'ar');
  const { palette } = theme;
  const note = demoNoteColours(theme);
  const colours = {
    page: palette.background.default,
    paper: palette.background.paper,
    text: palette.text.primary,
    icon: palette.action.active,
    mark: palette.primary.main,
    line: palette.divider,
    bone: alpha(palette.text.primary, mode === 'light' ? 0.11 : 0.13),
    note: note.color,
    'note-bg': note.background,
    'note-line': note.border,
  };
  return Object.entries(colours)
    .map(([name, value]) => `--${name}:${value}`)
    .join(';');
}

/** A CSS string holding `text`. */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/**
 * The app's frame as the first response carries it: the top bar (the phone's menu, the brand), the
 * demo-data note and a page's skeleton (a title and a panel), in the theme's colours (read from
 * create-app-theme.ts) and the app's measures (app-layout.tsx, top-bar.tsx), so the reader sees the app at once
 * instead of a blank screen while its code and the page's data arrive. The app's first render
 * replaces it whole (createRoot clears #root), with the page drawn from the loader's data.
 *
 * Its drawing is hidden from assistive technology and its words are CSS content in both languages
 * (the boot script picks one): nothing in it is a control, and no text in the DOM competes with the
 * app's own. What a screen reader finds is what the spinner before it said: a busy indicator named
 * "loading" in the reader's language (one per language, the other not displayed).
 */
export function appFrame(texts: Record<FrameLocale, FrameTexts>): { style: string; markup: string } {
  const words = (locale: FrameLocale, scope: string) => `
html${scope} .af-name::after{content:${cssString(texts[locale].appName)}}
html${scope} .af-note::after{content:${cssString(texts[locale].banner)}}
@media (max-width:408.95px){html${scope} .af-note::after{content:${cssString(texts[locale].bannerShort)}}}`;
  const style = `
html[data-frame-theme]{${frameColours('light')};background:var(--page)}
html[data-frame-theme=dark]{${frameColours('dark')}}
html[data-frame-theme] body{margin:0}
.app-frame{min-height:100vh;color:var(--text);font-family:system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif}
.af-bar{display:flex;align-items:center;box-sizing:border-box;height:57px;padding:0 16px;background:var(--paper);border-bottom:1px solid var(--line)}
.af-menu{width:24px;height:24px;margin-inline:-4px 12px;color:var(--icon)}
.af-mark{width:32px;height:32px;color:var(--mark)}
.af-name{margin-inline-start:8px;font-size:20px;font-weight:700;line-height:1}
.af-note{display:flex;align-items:center;justify-content:center;gap:8px;padding:4px 16px;font-size:13px;line-height:1.5;text-align:center;color:var(--note);background:var(--note-bg);border-bottom:1px solid var(--note-line)}
.af-note svg{width:16px;height:16px;flex-shrink:0}
.af-main{box-sizing:border-box;max-width:1536px;margin:0 auto;padding:16px 12px}
.af-bone{background:var(--bone);border-radius:4px;animation:af-pulse 2s ease-in-out .5s infinite}
.af-title{width:45%;max-width:320px;height:32px}
.af-line{width:70%;max-width:420px;height:16px;margin-top:8px}
.af-panel{height:440px;margin-top:24px;background:var(--paper);border:1px solid var(--line);border-radius:10px}
@keyframes af-pulse{50%{opacity:.4}}
@media (prefers-reduced-motion:reduce){.af-bone{animation:none}}
.af-busy{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
html:not([lang=en]) .af-busy:lang(en),html[lang=en] .af-busy:lang(ar){display:none}
@media (min-width:409px){.af-bar{padding:0 24px}.af-main{padding:16px}}
@media (min-width:900px){.af-bar{height:65px}.af-menu{display:none}.af-main{padding:24px}.af-panel{height:600px}}
${words('ar', ':not([lang=en])')}
${words('en', '[lang=en]')}`
    .trim()
    .replace(/\n+/g, '\n');
  // Material UI's Menu and InfoOutlined icons, and the brand's mark (shell/brand.tsx).
  const busy = (locale: FrameLocale) =>
    `<span class="af-busy" lang="${locale}" role="progressbar" aria-label="${escapeAttribute(texts[locale].loading)}"></span>`;
  const markup = [
    '<div class="app-frame">',
    busy('ar'),
    busy('en'),
    '<div aria-hidden="true">',
    '<div class="af-bar">',
    '<svg class="af-menu" viewBox="0 0 24 24"><path fill="currentColor" d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z"/></svg>',
    '<svg class="af-mark" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="currentColor"/><path d="M7 22l6-6 4 4 8-9M20 11h5v5" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>',
    '<span class="af-name"></span>',
    '</div>',
    '<div class="af-note"><svg viewBox="0 0 24 24"><path fill="currentColor" d="M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8"/></svg></div>',
    '<div class="af-main"><div class="af-bone af-title"></div><div class="af-bone af-line"></div><div class="af-panel"></div></div>',
    '</div>',
    '</div>',
  ].join('');
  return { style, markup };
}

/**
 * Writes the boot script into the build's assets (named by its content) and returns a function that
 * gives a page of the app the frame: the script and the styles in its head, the frame in its #root.
 */
export function prepareAppFrame(outDir: string, texts: Record<FrameLocale, FrameTexts>): (html: string) => string {
  const boot = `(${frameBoot.toString()})();\n`;
  const bootFile = `assets/app-frame-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
  fs.writeFileSync(path.join(outDir, bootFile), boot);
  const { style, markup } = appFrame(texts);
  return (html) => withAppFrame(html, `/${bootFile}`, style, markup);
}

/** The page with the frame: the boot script and the styles before the first script in its head, the frame in an empty #root. */
export function withAppFrame(html: string, bootSrc: string, style: string, markup: string): string {
  const head = `<script src="${bootSrc}"></script>\n    <style>${style}</style>\n    `;
  const scriptAt = html.indexOf('<script type="module"');
  if (scriptAt < 0) throw new Error('the page has no module script to put the frame before');
  if (!html.includes('<div id="root"></div>')) throw new Error('the page has no empty #root for the frame');
  return (html.slice(0, scriptAt) + head + html.slice(scriptAt)).replace(
    '<div id="root"></div>',
    () => `<div id="root" ${FRAME_ATTRIBUTE}>${markup}</div>`,
  );
}
