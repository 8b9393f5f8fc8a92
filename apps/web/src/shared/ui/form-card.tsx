import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type FormCardProps = {
  title: string;
  subtitle?: ReactNode;
  /** Above the title (an icon, a stepper). */
  header?: ReactNode;
  children: ReactNode;
  maxWidth?: number;
};

/** The narrow centred card of the sign-in, registration and account forms. */
export function FormCard({ title, subtitle, header, children, maxWidth = 480 }: FormCardProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ width: '100%', maxWidth, mx: 'auto', my: { xs: 0, sm: 2, md: 4 }, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
    >
      <Stack spacing={2.5}>
        {header}
        <Stack spacing={0.75}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography component="div" variant="body2" color="textSecondary">
              {subtitle}
            </Typography>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
