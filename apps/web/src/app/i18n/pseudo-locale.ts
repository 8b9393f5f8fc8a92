import type { PostProcessorModule } from 'i18next';

/**
 * Development aid: with localStorage `pseudo` = `on`, every translated string is shown
 * accented, stretched by a third and in brackets. Text on screen without brackets was
 * never translated; clipped brackets show where longer (Arabic or German-length) text breaks.
 */
const accents: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Y: 'Ý',
  Z: 'Ž',
};

export function pseudoText(text: string): string {
  // Interpolated values ({{count}}) are already filled in here; only letters are changed.
  const accented = text.replace(/[a-zA-Z]/g, (letter) => accents[letter] ?? letter);
  const padding = '~'.repeat(Math.ceil(text.length / 3));
  return `⟦${accented}${padding}⟧`;
}

export const pseudoLocale: PostProcessorModule = {
  type: 'postProcessor',
  name: 'pseudo',
  process: (value: string) => pseudoText(value),
};

export function pseudoLocaleEnabled(): boolean {
  try {
    return import.meta.env.DEV && window.localStorage.getItem('pseudo') === 'on';
  } catch {
    return false;
  }
}
