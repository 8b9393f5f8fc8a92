import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from './provider.tsx';

function Probe() {
  const theme = useTheme();
  return (
    <Box
      data-testid="probe"
      data-direction={theme.direction}
      data-mode={theme.palette.mode}
      data-primary={theme.palette.primary.main}
      sx={{ marginLeft: '7px' }}
    >
      probe
    </Box>
  );
}

describe('AppProvider', () => {
  it('Arabic: right-to-left theme and styles flipped by the RTL cache', () => {
    render(
      <AppProvider locale="ar">
        <Probe />
      </AppProvider>,
    );
    const probe = screen.getByTestId('probe');
    expect(probe.dataset.direction).toBe('rtl');
    expect(probe.className).toMatch(/muirtl-/);
    expect(getComputedStyle(probe).marginRight).toBe('7px');
    expect(getComputedStyle(probe).marginLeft).toBe('');
  });

  it('English: left-to-right with the plain cache', () => {
    render(
      <AppProvider locale="en">
        <Probe />
      </AppProvider>,
    );
    const probe = screen.getByTestId('probe');
    expect(probe.dataset.direction).toBe('ltr');
    expect(probe.className).toMatch(/mui-/);
    expect(getComputedStyle(probe).marginLeft).toBe('7px');
  });

  it('uses the stored colour mode and the brand colour of each mode', () => {
    window.localStorage.setItem('theme', 'dark');
    render(
      <AppProvider locale="ar">
        <Probe />
      </AppProvider>,
    );
    const probe = screen.getByTestId('probe');
    expect(probe.dataset.mode).toBe('dark');
    // The brand blue reads at 2.5:1 on the dark page: dark mode lifts it to a tint, the brand shade stays as primary.dark.
    expect(probe.dataset.primary).toBe('#8B89FF');
  });
});
