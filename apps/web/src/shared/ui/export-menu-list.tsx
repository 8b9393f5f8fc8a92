import type { ExportFormat } from '@sahm/contracts/data-export';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';

type ExportMenuListProps = {
  anchor: HTMLElement | null;
  testId: string;
  onPick: (format: ExportFormat) => void;
  onClose: () => void;
};

/** The export's formats; loaded on the first open, so the pages that show the button do not carry the menu. */
export default function ExportMenuList({ anchor, testId, onPick, onClose }: ExportMenuListProps) {
  const { t } = useTranslation('common');
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <MenuItem data-testid={`${testId}-csv`} onClick={() => onPick('csv')}>
        {t('export.csv')}
      </MenuItem>
      <MenuItem data-testid={`${testId}-xlsx`} onClick={() => onPick('xlsx')}>
        {t('export.xlsx')}
      </MenuItem>
    </Menu>
  );
}
