import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/** Spec §9: a touch opens the help at once and it stays five seconds; no wider than 500 px. */
const TOUCH_LEAVE_DELAY_MS = 5000;
const MAX_WIDTH_PX = 500;

/** A help mark beside an indicator's name: its explanation on hover, focus or touch. */
export function HelpTooltip({ label, text }: { label: string; text: string }) {
  return (
    <Tooltip
      title={text}
      enterTouchDelay={0}
      leaveTouchDelay={TOUCH_LEAVE_DELAY_MS}
      describeChild
      slotProps={{ tooltip: { sx: { maxWidth: MAX_WIDTH_PX, fontSize: '0.8125rem', lineHeight: 1.5 } } }}
    >
      <IconButton size="small" aria-label={label} sx={{ p: 0.25, color: 'text.secondary' }}>
        <HelpOutlineIcon sx={{ fontSize: 16 }} />
      </IconButton>
    </Tooltip>
  );
}
