import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';

import { isPlaceholderAddress } from '../../shared/config/placeholder.ts';

export type SocialLink = { id: 'x' | 'linkedin' | 'instagram' | 'youtube'; href: string; Icon: typeof XIcon };

// Placeholder accounts on the reserved .example domain until marketing confirms the real handles;
// placeholders are not shown (see `shownSocialLinks`).
export const socialLinks: readonly SocialLink[] = [
  { id: 'x', href: 'https://x.sahm.example', Icon: XIcon },
  { id: 'linkedin', href: 'https://linkedin.sahm.example', Icon: LinkedInIcon },
  { id: 'instagram', href: 'https://instagram.sahm.example', Icon: InstagramIcon },
  { id: 'youtube', href: 'https://youtube.sahm.example', Icon: YouTubeIcon },
];

/** The accounts that exist: links on reserved example domains lead nowhere. */
export const shownSocialLinks = (links: readonly SocialLink[] = socialLinks) => links.filter((link) => !isPlaceholderAddress(link.href));
