import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabStrip } from '../../../shared/ui/tab-strip.tsx';
import { PurificationPanel } from './purification-panel.tsx';
import { ZakatPanel } from './zakat-panel.tsx';

type Section = 'purification' | 'zakat';

/** The portfolio's purification and zakat, one section at a time, with the scholar's note above both. */
export function FaithPage({ guid, today }: { guid: string; today: string }) {
  const { t } = useTranslation('faith');
  const [section, setSection] = useState<Section>('purification');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Alert severity="info" data-scholar-note>
        {t('scholarNote')}
      </Alert>
      <TabStrip
        label={t('tabs.label')}
        value={section}
        onChange={setSection}
        tabs={[
          { value: 'purification', label: t('tabs.purification') },
          { value: 'zakat', label: t('tabs.zakat') },
        ]}
      />
      {section === 'purification' ? (
        <PurificationPanel guid={guid} thisYear={Number(today.slice(0, 4))} />
      ) : (
        <ZakatPanel guid={guid} today={today} />
      )}
    </Box>
  );
}
