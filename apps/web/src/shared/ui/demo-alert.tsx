import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';

type DemoAlertProps = {
  /** The figures are still on their way: the note keeps its place unseen, so that arriving above them it moves nothing. */
  held?: boolean;
  testId: string;
  children: ReactNode;
};

/** Generated figures say so, above them. A held note is `<testId>-held`, hidden from sight and from assistive technology. */
export function DemoAlert({ held = false, testId, children }: DemoAlertProps) {
  return (
    <Alert
      severity="info"
      icon={<InfoOutlinedIcon fontSize="small" />}
      data-testid={held ? `${testId}-held` : testId}
      aria-hidden={held || undefined}
      sx={held ? { visibility: 'hidden' } : undefined}
    >
      {children}
    </Alert>
  );
}
