import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '../../shared/i18n/locale.ts';

/** In Arabic every physical property (margin-left, left, text-align…) is flipped once, here. */
export function createEmotionCache(direction: Direction): EmotionCache {
  return direction === 'rtl' ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }) : createCache({ key: 'mui' });
}
