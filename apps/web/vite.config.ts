import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { createServer, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { DEFERRED_STYLES_ATTRIBUTE } from './src/app/deferred-styles.ts';
import { LANDING_READY_EVENT } from './src/features/landing/landing-ready.ts';
import type { renderLandingPage as RenderLandingPage } from './src/app/routes/public/landing-prerender.tsx';
import { closure, type Manifest } from './budget/route-weight.ts';
import { prepareAppFrame, readFrameTexts } from './build/app-frame.ts';
import { withModulePreloads, writeRoutePages } from './build/route-pages.ts';
import { appRouteTable } from './build/route-table.ts';
import { sharedRouteChunk } from './build/shared-chunk.ts';
import { shellChunks } from './build/shell-chunks.ts';
import { unusedSchemas } from './build/unused-schemas.ts';

/** The dashboard's layout: the pages of the routes inside it arrive with the app's frame drawn. */
const appLayout = 'src/app/shell/app-layout.tsx';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;
const root = import.meta.dirname;

/** The landing page's HTML files in the build, one per language; the server sends them for / and /en. */
const landingPages = { ar: 'landing-ar.html', en: 'landing-en.html' } as const;
type PageLocale = keyof typeof landingPages;

type BootOptions = { entry: string; modules: string[]; stylesheets: string[]; readyEvent: string };

/**
 * The landing page's one script in its head, written into a file at build time (the content
 * security policy allows scripts from the site only). It runs in the browser before the first paint.
 *
 * - The page was rendered for a visitor in the light theme. Whoever chose the dark theme, another
 *   language or is signed in sees it only once the app has rendered their own version (AppRoot
 *   clears the mark), instead of a flash of the wrong one; for them the app starts at once.
 * - The fonts are fetched once the page has been painted (at once when the browser has them
 *   already), so they do not compete with the page itself.
 * - For a visitor the page is complete and its links work as they are: the app's code is fetched
 *   and run when the reader engages (touch, scroll, pointer, keyboard, focus) or the packages, which
 *   need the app for their prices, come on screen. A press on a button or a form sent before the
 *   app is ready is held and repeated once it is.
 */
function landingBoot({ entry, modules, stylesheets, readyEvent }: BootOptions): void {
  const root = document.documentElement;
  const fontsKey = 'fonts';
  let stale = false;
  let fontsCached = false;
  try {
    const local = window.localStorage;
    const locale = location.pathname === '/en' ? 'en' : local.getItem('locale') === 'en' ? 'en' : 'ar';
    stale =
      local.getItem('theme') === 'dark' ||
      locale !== root.lang ||
      Boolean(local.getItem('session') || window.sessionStorage.getItem('session'));
    fontsCached = local.getItem(fontsKey) === stylesheets.join(' ');
  } catch {
    // No storage: a visitor's page, fonts after the first paint.
  }
  if (stale) root.setAttribute('data-prerender', 'stale');

  const addLink = (rel: string, href: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (rel === 'modulepreload') link.crossOrigin = '';
    document.head.appendChild(link);
  };
  let fontsAdded = false;
  const addFonts = () => {
    if (fontsAdded) return;
    fontsAdded = true;
    for (const href of stylesheets) addLink('stylesheet', href);
    document.fonts.addEventListener('loadingdone', () => {
      try {
        window.localStorage.setItem(fontsKey, stylesheets.join(' '));
      } catch {
        // they will come after the first paint again
      }
    });
  };
  const paintObservable = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
  if (fontsCached || stale || !paintObservable) addFonts();
  else
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) addFonts();
    }).observe({ type: 'paint', buffered: true });

  const engagements = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'];
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of engagements) window.removeEventListener(type, start, true);
    addFonts();
    for (const href of modules) addLink('modulepreload', href);
    void import(entry);
  };
  for (const type of engagements) window.addEventListener(type, start, { capture: true, passive: true });
  if (stale || typeof IntersectionObserver === 'undefined') start();
  else
    document.addEventListener('DOMContentLoaded', () => {
      const packages = document.getElementById('packages-title');
      if (!packages) return start();
      const seen = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        seen.disconnect();
        start();
      });
      seen.observe(packages);
    });

  // Before the app is live: what is typed is noted (the app's first render sets its fields' values
  // from its own state), a press on a button or a form sent is held; once live, both are repeated.
  let held: HTMLElement | null = null;
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  const note = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed.set(field, field.value);
  };
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const button =
      event.type === 'submit'
        ? target.querySelector<HTMLElement>('[type=submit]')
        : target.closest<HTMLElement>('button, [role=button], input[type=submit]');
    if (!button || button.closest('a[href]')) return;
    // Not for the app either, while it takes the page over: it gets the press once, when live.
    event.preventDefault();
    event.stopPropagation();
    held = button;
  };
  document.addEventListener('input', note, true);
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener(
    readyEvent,
    () => {
      document.removeEventListener('input', note, true);
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', hold, true);
      for (const [field, value] of typed) {
        if (!field.isConnected) continue;
        // Typed again for the app, which takes a field's value from its own state: the value it
        // tracks is emptied, the element's own setter puts the text back, and the input event
        // then reads as typing.
        field.value = '';
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (held?.isConnected) held.click();
      held = null;
    },
    { once: true },
  );
}

const landingHeadStyle = '[data-prerender=stale] #root{visibility:hidden}';

/**
 * Emotion writes each component's styles in a tag beside its first element. Gathered into the head
 * (one tag for the components, marked with their names so the app does not insert them again, and
 * the global ones as they are), the markup is the app's own and the browser parses the styles once.
 */
function gatherStyles(markup: string): { styles: string; html: string } {
  const names: string[] = [];
  const rules: string[] = [];
  const globals: string[] = [];
  const html = markup.replace(/<style data-emotion="([^"]+)">([^<]*)<\/style>/g, (tag: string, attribute: string, css: string) => {
    const [key = '', ...ids] = attribute.split(' ');
    if (key.endsWith('-global')) globals.push(tag);
    else {
      names.push(...ids);
      rules.push(css);
    }
    return '';
  });
  const key = /<style data-emotion="([a-z]+) /.exec(markup)?.[1] ?? 'css';
  return { styles: [...globals, `<style data-emotion="${key} ${names.join(' ')}">${rules.join('')}</style>`].join(''), html };
}

async function renderLandingPages(outDir: string): Promise<void> {
  const server = await createServer({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    plugins: [react()],
  });
  try {
    const { renderLandingPage } = (await server.ssrLoadModule('/src/app/routes/public/landing-prerender.tsx')) as {
      renderLandingPage: typeof RenderLandingPage;
    };
    const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(shell);
    if (!entry?.[1]) throw new Error('index.html has no entry script');
    const modulePreloads = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
    const stylesheets = [...shell.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g)];
    const options: BootOptions = {
      entry: entry[1],
      modules: modulePreloads.map(([, href]) => href ?? ''),
      stylesheets: stylesheets.map(([, href]) => href ?? ''),
      readyEvent: LANDING_READY_EVENT,
    };
    const boot = `(${landingBoot.toString()})(${JSON.stringify(options)});\n`;
    const bootFile = `assets/landing-boot-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
    fs.writeFileSync(path.join(outDir, bootFile), boot);
    let landingShell = shell.replace(entry[0], '');
    for (const [tag] of [...stylesheets, ...modulePreloads]) landingShell = landingShell.replace(tag, '');
    for (const locale of Object.keys(landingPages) as PageLocale[]) {
      const page = await renderLandingPage(locale);
      const { styles, html: markup } = gatherStyles(page.html);
      const head = [`<script src="/${bootFile}"></script>`, `<style>${landingHeadStyle}</style>`, styles].join('\n    ');
      const html = landingShell
        .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>\n    ${head}`)
        .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${locale}">${markup}</div>`);
      if (!html.includes('data-prerendered')) throw new Error('index.html has no empty #root to render the landing page into');
      fs.writeFileSync(path.join(outDir, landingPages[locale]), html);
    }
  } finally {
    await server.close();
  }
}

/**
 * The app's page (index.html) loads its one stylesheet, the fonts' faces, without blocking (see
 * src/app/deferred-styles.ts). The landing pages, rendered from index.html before this, keep their
 * own way of loading it after their first paint.
 */
function deferStylesheets(outDir: string): void {
  const indexFile = path.join(outDir, 'index.html');
  const html = fs.readFileSync(indexFile, 'utf8');
  fs.writeFileSync(
    indexFile,
    html.replace(
      /<link rel="stylesheet" crossorigin href="([^"]+)">/g,
      `<link rel="stylesheet" crossorigin href="$1" media="print" ${DEFERRED_STYLES_ATTRIBUTE}>`,
    ),
  );
}

const compressible = /\.(js|css|html|svg|json|txt|map)$/;

/** Brotli and gzip copies beside every text file, made once at build time; the server sends them as they are. */
async function compressFiles(dir: string): Promise<void> {
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => compressible.test(file));
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file);
      const content = fs.readFileSync(full);
      if (content.length < 1024) return;
      const [br, gz] = await Promise.all([
        promisify(brotliCompress)(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        promisify(gzip)(content, { level: 9 }),
      ]);
      fs.writeFileSync(`${full}.br`, br);
      fs.writeFileSync(`${full}.gz`, gz);
    }),
  );
}

/** After the client build: the landing page rendered to HTML in both languages, then every text file compressed. */
/**
 * main.tsx evaluates the app in parts (dynamic imports, one after another); the module preloads in
 * index.html cover all of them, so their files are fetched at once, in parallel, and only their
 * evaluation is spread out.
 */
function preloadEntryParts(outDir: string, manifest: Manifest): void {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) return;
  const [key, chunk] = entry;
  const parts = [...closure(manifest, [key, ...(chunk.dynamicImports ?? [])], false)].filter((part) => part !== key);
  const indexFile = path.join(outDir, 'index.html');
  fs.writeFileSync(
    indexFile,
    withModulePreloads(
      fs.readFileSync(indexFile, 'utf8'),
      parts.map((part) => manifest[part]!.file),
    ),
  );
}

const readManifest = (outDir: string) => JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

/**
 * After the client build: the entry's parts preloaded, the landing page rendered to HTML in both
 * languages, a page per route with its code preloaded (the app's with its frame drawn), then every
 * text file compressed.
 */
function landingAndCompression(): Plugin {
  let outDir = '';
  return {
    name: 'sahm:landing-and-compression',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const manifest = readManifest(outDir);
        preloadEntryParts(outDir, manifest);
        await renderLandingPages(outDir);
        deferStylesheets(outDir);
        const framed = prepareAppFrame(outDir, readFrameTexts(path.join(root, 'src/locales')));
        writeRoutePages(outDir, manifest, appRouteTable(), (html, route) => (route.modules.includes(appLayout) ? framed(html) : html));
        await compressFiles(outDir);
      },
    },
  };
}

const muiCore =
  /node_modules[\\/](@emotion|@mui[\\/](system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/](styles|utils|DefaultPropsProvider|zero-styled)|stylis|clsx|react-is|hoist-non-react-statics)[\\/]/;
const muiBase =
  /node_modules[\\/](@tanstack|@mui[\\/]material[\\/](ButtonBase|Button|IconButton|Typography|Box|Stack|SvgIcon|internal|Paper|Toolbar|Container|Link|Divider|CircularProgress|transitions)[\\/])/;

export default defineConfig({
  plugins: [unusedSchemas(), react(), landingAndCompression()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: what each module loads, read by the JavaScript budget check (budget/).
    manifest: true,
    // Arabic and Latin font files are already woff2; inlining them would bloat the CSS chunk.
    assetsInlineLimit: 2048,
    rolldownOptions: {
      // The entry exports nothing anyone imports; Rolldown asks for this when groups leave their
      // modules' imports where they are (`includeDependenciesRecursively: false` below).
      preserveEntrySignatures: false,
      output: {
        // Material UI's styling core (Emotion, the theme, the system) and its basic components, with
        // TanStack Query, are needed by every route. Left to the automatic splitting they came in
        // dozens of small files, cut anew by each lazy import: each file compresses on its own and
        // carries its own imports and exports. Two files instead: 15 to 25 KB (brotli) less before
        // every route's first paint. Components only some routes draw stay with those routes. Then
        // the shell's own modules, one file per step main.tsx takes (build/shell-chunks.ts), and
        // what most of the app's routes load before their first paint, in one or two more files
        // (build/shared-chunk.ts): without them home started 111 files, 75 of them under 1 KB.
        codeSplitting: {
          groups: [
            { name: 'mui-core', test: muiCore },
            { name: 'mui-base', test: muiBase },
            {
              name: shellChunks({ root, entry: 'src/main.tsx', otherGroups: [muiCore, muiBase] }),
              // A step's chunk must not pull in what only a later step loads.
              includeDependenciesRecursively: false,
            },
            {
              name: sharedRouteChunk({
                root,
                routes: appRouteTable(),
                layout: appLayout,
                share: 0.6,
                name: 'app-shared',
                otherName: 'site-shared',
                shellGroups: [muiCore, muiBase],
              }),
              // Its modules' imports stay where they are (the shell's above all); the build has no
              // import cycle between chunks with this (the budget test checks).
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/identity': { target: apiTarget, changeOrigin: true },
      '/graphql': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
});
