import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router';

export type PageTab = { value: string; label: string; href: string; locked?: boolean };

/** A page's tabs as links to its sub-paths; a locked tab (a plan feature) shows a lock. */
export function PageTabs({ tabs, label }: { tabs: readonly PageTab[]; label: string }) {
  const { pathname } = useLocation();
  const current = tabs.find((tab) => pathname === tab.href || pathname.startsWith(`${tab.href}/`));
  return (
    <Tabs value={current?.value ?? false} aria-label={label} variant="scrollable" scrollButtons="auto">
      {tabs.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          component={RouterLink}
          to={tab.href}
          label={tab.label}
          icon={tab.locked ? <LockOutlinedIcon sx={{ fontSize: 16 }} /> : undefined}
          iconPosition="start"
          sx={{ minHeight: 48, fontWeight: 600 }}
        />
      ))}
    </Tabs>
  );
}
