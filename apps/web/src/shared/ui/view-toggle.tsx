import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ReactNode } from 'react';

type ViewToggleProps<V extends string> = {
  value: V;
  onChange: (value: V) => void;
  label: string;
  options: ReadonlyArray<{ value: V; label: string; icon: ReactNode }>;
};

/** Chart or calendar: two (or more) ways to look at the same series. */
export function ViewToggle<V extends string>({ value, onChange, label, options }: ViewToggleProps<V>) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label={label}
      onChange={(_, next: V | null) => {
        if (next) onChange(next);
      }}
    >
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value} sx={{ gap: 0.75, px: 1.5 }}>
          {option.icon}
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
