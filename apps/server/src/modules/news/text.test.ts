import { describe, expect, it } from 'vitest';
import { escapeXmlText } from './feed.ts';
import { prefixTsQuery } from './search-query.ts';
import { summaryOf } from './summary.ts';

describe('the search as a tsquery', () => {
  it('folds Arabic and lower-cases, every word a prefix', () => {
    expect(prefixTsQuery('أرباحُ  الشركة')).toBe('ارباح:* & الشركه:*');
    expect(prefixTsQuery('Net INCOME ٢٠٢٥')).toBe('net:* & income:* & 2025:*');
  });

  it('lets no operator, quote or backslash through, and gives nothing for nothing', () => {
    expect(prefixTsQuery(`a' & b | !c <-> (d):* \\e`)).toBe('a:* & b:* & c:* & d:* & e:*');
    expect(prefixTsQuery('&|!():*')).toBeUndefined();
    expect(prefixTsQuery('')).toBeUndefined();
    expect(prefixTsQuery(undefined)).toBeUndefined();
    expect(prefixTsQuery('a b c d e f g h i j')!.split(' & ')).toHaveLength(8);
  });
});

describe('the summary', () => {
  it('keeps a short text whole, on one line', () => {
    expect(summaryOf('First line.\n\nSecond   line.')).toBe('First line. Second line.');
  });

  it('cuts a long text at a word, with an ellipsis', () => {
    const text = 'word '.repeat(100);
    const summary = summaryOf(text);
    expect(summary.length).toBeLessThanOrEqual(201);
    expect(summary).toMatch(/^(word )+word…$/);
    expect(summaryOf('x'.repeat(300))).toBe(`${'x'.repeat(200)}…`);
  });
});

describe('XML text', () => {
  it('escapes the five specials and drops what XML forbids', () => {
    expect(escapeXmlText(`<a href="x">&'</a>\u0001\uFFFF`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
  });
});
