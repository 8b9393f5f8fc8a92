import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type EmptyMessage = { title: string; action?: ReactNode };

/**
 * What a filtered list says when it has nothing: with filters on, that none match and a way to
 * clear them; without, that there is nothing yet. The wording is the namespace's `list.*` keys.
 */
export function useFilteredEmpty(ns: 'news' | 'recommendations', filtered: boolean, clear: () => void): EmptyMessage {
  const { t } = useTranslation(ns);
  if (!filtered) return { title: t('list.empty') };
  return {
    title: t('list.emptyFiltered'),
    action: (
      <Button variant="outlined" onClick={clear}>
        {t('list.clearFilters')}
      </Button>
    ),
  };
}
