import { useTranslation } from 'react-i18next';
import { DemoAlert } from '../../../shared/ui/demo-alert.tsx';

/** Generated figures say so, as the demo's Shariah cards do; `held` while they load (see DemoAlert). */
export function DemoNote({ held = false }: { held?: boolean }) {
  const { t } = useTranslation('financials');
  return (
    <DemoAlert held={held} testId="financials-demo">
      {t('demo')}
    </DemoAlert>
  );
}
