import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links.ts';

describe('share links', () => {
  const url = 'https://sahm.example/dashboard/news/0b9a6b0e-2f3c-4d5e-8f90-1a2b3c4d5e6f?x=1&y=2';
  const title = 'أرباح الربع الثالث: 1.2 مليار & نمو 5%';
  const links = shareLinks(url, title);

  it('encodes the address and title for every network', () => {
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(links.twitter).toBe(`https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`);
    expect(links.telegram).toBe(`https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`);
    expect(links.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`);
    expect(links.email).toBe(`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`);
  });

  it('lets no raw separator through: the title’s & and the address’s ? stay inside their parameter', () => {
    for (const link of Object.values(links)) {
      const query = link.slice(link.indexOf('?') + 1);
      expect(query).not.toContain(' ');
      expect(query.split('&').length).toBeLessThanOrEqual(2);
    }
    expect(new URL(links.twitter).searchParams.get('text')).toBe(title);
    expect(new URL(links.facebook).searchParams.get('u')).toBe(url);
  });
});
