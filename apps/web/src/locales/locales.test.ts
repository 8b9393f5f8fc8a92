import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

// Languages differ in plural forms (Arabic: zero, one, two, few, many, other; English: one, other),
// so "count_one" and "count_few" are both the key "count".
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function keysOf(value: unknown, prefix = ''): Set<string> {
  const keys = new Set<string>();
  if (typeof value !== 'object' || value === null) return keys;
  for (const [key, child] of Object.entries(value)) {
    const path = `${prefix}${key.replace(pluralSuffix, '')}`;
    if (typeof child === 'object' && child !== null) {
      for (const nested of keysOf(child, `${path}.`)) keys.add(nested);
    } else {
      keys.add(path);
    }
  }
  return keys;
}

function namespacesOf(language: string): Map<string, Record<string, unknown>> {
  const result = new Map<string, Record<string, unknown>>();
  for (const [path, content] of Object.entries(files)) {
    const match = /^\.\/(\w+)\/(\w+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) result.set(match[2], content);
  }
  return result;
}

const ar = namespacesOf('ar');
const en = namespacesOf('en');

describe('translations', () => {
  it('has the same namespaces in Arabic and English', () => {
    expect([...en.keys()].sort()).toEqual([...ar.keys()].sort());
    expect(ar.size).toBeGreaterThan(0);
  });

  for (const namespace of ar.keys()) {
    it(`has the same keys in ar/${namespace}.json and en/${namespace}.json`, () => {
      const arKeys = keysOf(ar.get(namespace));
      const enKeys = keysOf(en.get(namespace));
      expect({ onlyInArabic: [...arKeys].filter((k) => !enKeys.has(k)) }).toEqual({ onlyInArabic: [] });
      expect({ onlyInEnglish: [...enKeys].filter((k) => !arKeys.has(k)) }).toEqual({ onlyInEnglish: [] });
    });
  }

  it('gives every plural key its "other" form in both languages', () => {
    for (const [language, namespaces] of [
      ['ar', ar],
      ['en', en],
    ] as const) {
      for (const [namespace, content] of namespaces) {
        const flat = JSON.stringify(content);
        for (const match of flat.matchAll(/"(\w+)_(?:zero|one|two|few|many)"/g)) {
          expect(flat, `${language}/${namespace}: ${match[1]}_other`).toContain(`"${match[1]}_other"`);
        }
      }
    }
  });

  it('uses the same interpolation variables in both languages', () => {
    const variables = (text: unknown) => [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const leaves = (value: unknown, prefix = ''): [string, unknown][] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([k, v]) => leaves(v, `${prefix}${k}.`))
        : [[prefix.slice(0, -1), value]];
    for (const [namespace, content] of ar) {
      const english = new Map(leaves(en.get(namespace)));
      for (const [key, text] of leaves(content)) {
        if (pluralSuffix.test(key) || !english.has(key)) continue;
        expect(variables(english.get(key)), `${namespace}:${key}`).toEqual(variables(text));
      }
    }
  });
});
