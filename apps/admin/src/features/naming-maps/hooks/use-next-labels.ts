import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNextLabels } from '../model/next-maps.ts';

/** The words for a map one level down that has no title, or a 下级地图 naming no map yet. */
export function useNextLabels(): TNextLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      untitled: (name: string) => t('namingMaps.point.nextUntitled', { name }),
      missing: t('namingMaps.point.nextMissing'),
    }),
    [t],
  );
}
