import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useLocation } from 'react-router';
import { TabStrip } from '../../../shared/ui/tab-strip.tsx';

export type PageTab = { value: string; label: string; href: string; locked?: boolean };

/** A page's tabs as links to its sub-paths; a locked tab (a plan feature) shows a lock. */
export function PageTabs({ tabs, label }: { tabs: readonly PageTab[]; label: string }) {
  const { pathname } = useLocation();
  const current = tabs.find((tab) => pathname === tab.href || pathname.startsWith(`${tab.href}/`));
  return (
    <TabStrip
      value={current?.value ?? false}
      label={label}
      tabs={tabs.map((tab) => ({
        value: tab.value,
        href: tab.href,
        label: tab.label,
        icon: tab.locked ? <LockOutlinedIcon sx={{ fontSize: 16 }} /> : undefined,
      }))}
      sx={{ '& [role="tab"]': { fontWeight: 600 } }}
    />
  );
}
