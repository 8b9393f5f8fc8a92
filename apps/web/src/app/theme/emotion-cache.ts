import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import type { Direction } from '../../shared/i18n/locale.ts';
import { prepareRtlDeclarations, rtlDeclarations } from './rtl-declarations.ts';

/** In Arabic every physical property (margin-left, left, text-align…) is flipped once, here. */
export function createEmotionCache(direction: Direction): EmotionCache {
  if (direction === 'ltr') return createCache({ key: 'mui' });
  prepareRtlDeclarations();
  return createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlDeclarations] });
}
