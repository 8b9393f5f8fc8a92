import { styled, useTheme, type SxProps, type Theme } from '@mui/material/styles';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';

export type StripTab<V extends string> = {
  value: V;
  label: ReactNode;
  /** A tab that is a link to its page (the router keeps the selection in the address). */
  href?: string;
  disabled?: boolean;
  /** Before the label (a lock on a plan's feature). */
  icon?: ReactNode;
  id?: string;
  /** The panel it shows, for tabs that switch a panel in place. */
  controls?: string;
};

type TabStripProps<V extends string> = {
  tabs: readonly StripTab<V>[];
  /** The selected tab; false when none is (an address outside the tabs). */
  value: V | false;
  onChange?: (value: V) => void;
  label: string;
  /** 36 px tabs in small type (a chart's periods), or 48 px. */
  dense?: boolean;
  /** Tabs that share the width equally, their labels wrapping. */
  fullWidth?: boolean;
  /** Larger, bolder labels: a page's main sections. */
  strong?: boolean;
  /** The selected tab's underline and text, when not the brand colour (a market's own colour). */
  accent?: { line: string; text: string };
  sx?: SxProps<Theme>;
};

const List = styled('div')({
  display: 'flex',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
});

/**
 * Material UI's tab styles without its Tabs: those measure the page (the scrollbar's size, every
 * tab's box for the sliding underline) as they mount, which on a phone forces the first layout in
 * the middle of the first render, once per tab row. Here the underline is the selected tab's own
 * border, and nothing is measured until the user moves through the tabs.
 */
const tabStyles = ({ theme }: { theme: Theme }) =>
  ({
    ...theme.typography.button,
    // A link tab is an <a>, whose box would otherwise add its padding and border to the 48 px.
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing(0.75),
    flexShrink: 0,
    minHeight: 48,
    minWidth: 64,
    padding: theme.spacing(1.5, 2),
    border: 0,
    borderBottom: '3px solid transparent',
    margin: 0,
    background: 'none',
    color: theme.palette.text.secondary,
    textDecoration: 'none',
    textAlign: 'center',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    font: 'inherit',
    fontWeight: 500,
    lineHeight: 1.25,
    '&[aria-selected="true"]': {
      color: `var(--tab-text, ${theme.palette.primary.main})`,
      borderBottomColor: `var(--tab-line, ${theme.palette.primary.main})`,
    },
    '&:hover:not([aria-disabled="true"])': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    '&[aria-disabled="true"]': { color: theme.palette.text.disabled, cursor: 'default' },
    '.tab-strip-dense &': { minHeight: 36, minWidth: 0, padding: theme.spacing(0.5, 1.5), fontSize: '0.8125rem' },
    [theme.breakpoints.down('sm')]: { '.tab-strip-dense &': { paddingInline: theme.spacing(1) } },
    '.tab-strip-full &': { flex: '1 1 0', whiteSpace: 'normal', paddingInline: theme.spacing(1) },
    '.tab-strip-strong &': { fontWeight: 600, fontSize: '1rem', [theme.breakpoints.down('sm')]: { fontSize: '0.9375rem' } },
  }) as const;

const TabButton = styled('button')(tabStyles);
const TabLink = styled(RouterLink)(tabStyles);

const enabledTabs = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>('[role="tab"]:not([aria-disabled="true"])')];

/** Scrolls the strip sideways (never the page) until the tab is in view. */
function revealInStrip(list: HTMLElement, tab: HTMLElement) {
  if (list.scrollWidth <= list.clientWidth) return;
  const strip = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < strip.left) list.scrollLeft += box.left - strip.left;
  else if (box.right > strip.right) list.scrollLeft += box.right - strip.right;
}

/**
 * A row of tabs (ARIA tabs: one tab stop, the arrow keys move along the row in its reading
 * direction, Home and End to its ends). Tabs that switch a panel call `onChange`; link tabs
 * navigate. The row scrolls sideways when it is wider than the screen.
 */
export function TabStrip<V extends string>({ tabs, value, onChange, label, dense, fullWidth, strong, accent, sx }: TabStripProps<V>) {
  const listRef = useRef<HTMLDivElement>(null);
  const rtl = useTheme().direction === 'rtl';
  const selectedIndex = tabs.findIndex((tab) => tab.value === value);
  const tabStop = selectedIndex >= 0 ? selectedIndex : tabs.findIndex((tab) => !tab.disabled);

  // A selected tab outside the visible part of a scrolled row (a link followed from elsewhere) is
  // brought into view after the browser's own layout, so the first render measures nothing.
  useEffect(() => {
    const list = listRef.current;
    // The first tab is in view at the row's start, where a row first shows: nothing to measure
    // (a measure here costs a layout of the whole page in the middle of its first render).
    if (!list || selectedIndex <= 0) return;
    const frame = requestAnimationFrame(() => {
      const tab = list.querySelectorAll<HTMLElement>('[role="tab"]')[selectedIndex];
      if (tab) revealInStrip(list, tab);
    });
    return () => cancelAnimationFrame(frame);
  }, [selectedIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = listRef.current;
    if (!list) return;
    const items = enabledTabs(list);
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const next =
      event.key === 'Home'
        ? items[0]
        : event.key === 'End'
          ? items.at(-1)
          : step
            ? items[(at + step + items.length) % items.length]
            : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
    revealInStrip(list, next);
  };

  const classes = [dense && 'tab-strip-dense', fullWidth && 'tab-strip-full', strong && 'tab-strip-strong'].filter(Boolean).join(' ');
  const accentStyle = accent ? ({ '--tab-line': accent.line, '--tab-text': accent.text } as CSSProperties) : undefined;

  return (
    <List
      ref={listRef}
      role="tablist"
      aria-label={label}
      className={classes || undefined}
      style={accentStyle}
      onKeyDown={onKeyDown}
      sx={sx}
    >
      {tabs.map((tab, index) => {
        const shared = {
          role: 'tab',
          id: tab.id,
          'aria-selected': index === selectedIndex,
          'aria-controls': tab.controls,
          'aria-disabled': tab.disabled || undefined,
          tabIndex: index === tabStop ? 0 : -1,
          children: (
            <>
              {tab.icon}
              {tab.label}
            </>
          ),
        } as const;
        if (tab.href && !tab.disabled) return <TabLink key={tab.value} to={tab.href} {...shared} />;
        return <TabButton key={tab.value} type="button" {...shared} onClick={tab.disabled ? undefined : () => onChange?.(tab.value)} />;
      })}
    </List>
  );
}
