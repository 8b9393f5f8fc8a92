import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkIcon from '@mui/icons-material/Link';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shareLinks, shareTargets, type ShareTarget } from '../share-links.ts';

const icons: Record<ShareTarget, ReactNode> = {
  facebook: <FacebookIcon fontSize="small" />,
  twitter: <XIcon fontSize="small" />,
  whatsapp: <WhatsAppIcon fontSize="small" />,
  telegram: <TelegramIcon fontSize="small" />,
  email: <EmailOutlinedIcon fontSize="small" />,
};

/** Share an announcement on a network, by email, or copy its link (with the link-copied message). */
export function ShareMenu({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('news');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const links = shareLinks(url, title);
  const close = () => setAnchor(null);
  const copy = async () => {
    close();
    try {
      await navigator.clipboard.writeText(url);
      enqueueSnackbar(t('detail.linkCopied'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('detail.copyFailed'), { variant: 'error' });
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ShareIcon />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'share-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('detail.share')}
      </Button>
      <Menu
        id="share-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-label': t('detail.shareLabel') } }}
      >
        {shareTargets.map((target) => (
          <MenuItem
            key={target}
            component="a"
            href={links[target]}
            target={target === 'email' ? undefined : '_blank'}
            rel="noopener noreferrer"
            onClick={close}
          >
            <ListItemIcon>{icons[target]}</ListItemIcon>
            <ListItemText>{t(`detail.targets.${target}`)}</ListItemText>
          </MenuItem>
        ))}
        <MenuItem onClick={() => void copy()}>
          <ListItemIcon>
            <LinkIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('detail.copyLink')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
