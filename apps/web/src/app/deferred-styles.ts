/**
 * The app's page loads the fonts' faces as a print stylesheet, which blocks neither the first
 * paint nor the scripts (they otherwise wait for every stylesheet before them); the build marks it
 * with this attribute (vite.config.ts) and the app applies it to every medium as it starts.
 */
export const DEFERRED_STYLES_ATTRIBUTE = 'data-deferred-styles';

/** Applies the deferred stylesheets: before the first render, so its text asks for the right fonts. */
export function applyDeferredStyles(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLES_ATTRIBUTE}]`)) link.media = 'all';
}
