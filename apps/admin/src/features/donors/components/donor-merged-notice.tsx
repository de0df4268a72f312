import type { TDonorMergedInto } from '@alma/shared/admin-api/donor-merge';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSearchState } from '../../../lib/search-state.ts';
import '../merge-messages.ts';

const ZNothing = z.object({});

/** A merged record's drawer says where its gifts are now, with the kept record one click away. */
export function DonorMergedNotice({ into }: { into: TDonorMergedInto }) {
  const { t } = useTranslation();
  // The drawer's donor lives in the address (donors-page.tsx): opening the kept one is a patch of it.
  const [, setAddress] = useSearchState(ZNothing);
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginTop: 24 }}
      data-testid="donor-merged-into"
      title={t('donorMerge.mergedInto', { name: into.name })}
      description={t('donorMerge.mergedIntoHint', { name: into.name })}
      action={
        <Button type="link" onClick={() => setAddress({ donor: into.id })}>
          {t('donorMerge.openKept', { name: into.name })}
        </Button>
      }
    />
  );
}
