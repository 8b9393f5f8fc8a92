import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import type { Direction } from '../../shared/i18n/locale.ts';
import { insertNested, readsNestedCss } from './nested-styles.ts';
import { rtlDeclarations } from './rtl-declarations.ts';

/** In Arabic every physical property (margin-left, left, text-align…) is flipped once, here. */
export function createEmotionCache(direction: Direction): EmotionCache {
  const rtl = direction === 'rtl';
  const cache = rtl ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlDeclarations] }) : createCache({ key: 'mui' });
  if (readsNestedCss()) insertNested(cache, rtl);
  return cache;
}
