import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 500;

type SearchFieldProps = {
  label: string;
  placeholder: string;
  clearLabel: string;
  testId: string;
  /** The committed search (from the address). */
  value: string;
  onCommit: (search: string) => void;
};

/** Typing is local; the search is committed 500 ms after the last keystroke (spec §9). */
export function SearchField({ value, onCommit, label, placeholder, clearLabel, testId }: SearchFieldProps) {
  const [draft, setDraft] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  const [lastCommit, setLastCommit] = useState(value);
  const timer = useRef<number | undefined>(undefined);

  // The address can change without us (the top bar's search, back button): show it,
  // unless it is merely our own commit arriving while the user has typed further.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== lastCommit) setDraft(value);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const commit = (text: string) => {
    window.clearTimeout(timer.current);
    const search = text.trim();
    // Re-committing the same search would only reset the page number.
    if (search === value) return;
    setLastCommit(search);
    onCommit(search);
  };

  const onChange = (text: string) => {
    setDraft(text);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS);
  };

  return (
    <TextField
      type="search"
      size="small"
      label={label}
      placeholder={placeholder}
      value={draft}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(draft);
      }}
      sx={{
        flex: { xs: '1 1 100%', sm: '1 1 280px' },
        maxWidth: { md: 400 },
        // Our own clear button replaces the browser's, which sits on the wrong side in RTL.
        '& input::-webkit-search-cancel-button': { display: 'none' },
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: draft ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={clearLabel}
                onClick={() => {
                  setDraft('');
                  commit('');
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
        htmlInput: { 'data-testid': testId, enterKeyHint: 'search' },
      }}
    />
  );
}
