import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const locales = path.resolve(import.meta.dirname, '../../locales');
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * Every key of a catalogue, its plural forms folded into one marked "(plural)": Arabic has six
 * forms and English two, but a text counted in one language is counted in the other.
 */
function keysOf(file: string): Set<string> {
  const walk = (node: unknown, prefix: string): string[] =>
    node && typeof node === 'object'
      ? Object.entries(node).flatMap(([key, value]) => walk(value, `${prefix}${key}.`))
      : [prefix.slice(0, -1).replace(pluralSuffix, ' (plural)')];
  return new Set(walk(JSON.parse(fs.readFileSync(file, 'utf8')), ''));
}

describe('the Arabic and English catalogues', () => {
  const files = fs.readdirSync(path.join(locales, 'en')).filter((name) => name.endsWith('.json'));

  it('have the same files', () => {
    expect(
      fs
        .readdirSync(path.join(locales, 'ar'))
        .filter((name) => name.endsWith('.json'))
        .sort(),
    ).toEqual([...files].sort());
  });

  it.each(files)('%s says the same things in both languages, counted in both or in neither', (file) => {
    const ar = keysOf(path.join(locales, 'ar', file));
    const en = keysOf(path.join(locales, 'en', file));
    expect({ onlyInArabic: [...ar].filter((key) => !en.has(key)), onlyInEnglish: [...en].filter((key) => !ar.has(key)) }).toEqual({
      onlyInArabic: [],
      onlyInEnglish: [],
    });
  });
});
