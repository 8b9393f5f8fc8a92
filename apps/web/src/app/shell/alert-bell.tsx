import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useSessionUser } from '../../shared/auth/use-session.ts';

// The bell (its button, count query and live stream) is its own chunk, fetched after the shell: on
// every page's first paint it is only this placeholder of the button's size, and nothing for visitors.
const AlertBellLive = lazy(async () => ({ default: (await import('./alert-bell-live.tsx')).AlertBellLive }));

/** The notifications bell of the top bar, for signed-in users. */
export function AlertBell() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Suspense fallback={<Box aria-hidden sx={{ width: 40, height: 40, flexShrink: 0 }} />}>
      <AlertBellLive key={user.sub} />
    </Suspense>
  );
}
