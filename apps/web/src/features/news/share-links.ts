/** Where an announcement can be shared (spec §7 share menu), besides copying its link. */
export const shareTargets = ['facebook', 'twitter', 'whatsapp', 'telegram', 'email'] as const;
export type ShareTarget = (typeof shareTargets)[number];

const encode = encodeURIComponent;

/** Each network's share address for a page, its address and title encoded. */
export function shareLinks(url: string, title: string): Record<ShareTarget, string> {
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`,
    twitter: `https://twitter.com/intent/tweet?url=${encode(url)}&text=${encode(title)}`,
    whatsapp: `https://wa.me/?text=${encode(`${title} ${url}`)}`,
    telegram: `https://t.me/share/url?url=${encode(url)}&text=${encode(title)}`,
    email: `mailto:?subject=${encode(title)}&body=${encode(url)}`,
  };
}
