import type { InstallState } from '@alma/shared/admin-api/naming-fulfilment';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<InstallState, string> = {
  ordered: 'default',
  made: 'processing',
  installed: 'success',
};

export function InstallStateTag({ state }: { state: InstallState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[state]} data-testid="install-state">
      {t(`namingFulfilment.states.${state}`)}
    </Tag>
  );
}
