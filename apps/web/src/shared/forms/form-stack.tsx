import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

type FormStackProps = { onSubmit: () => unknown; children: ReactNode; spacing?: number };

/** A form laid out as a column; the browser's own submit and validation are left to the app. */
export function FormStack({ onSubmit, children, spacing = 2 }: FormStackProps) {
  return (
    <Stack
      component="form"
      noValidate
      spacing={spacing}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </Stack>
  );
}
