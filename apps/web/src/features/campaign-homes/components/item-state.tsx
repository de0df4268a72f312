import type { TItemDetail } from '@alma/shared/api/items';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useItemDetail } from '../../../lib/item-detail.ts';

/** The campaign's project (items/itemsDetail), with its loading and failed states. */
export function WithItem({
  itemsId,
  children,
}: {
  itemsId: number;
  children: (item: TItemDetail) => ReactNode;
}) {
  const detail = useItemDetail(itemsId);
  if (detail.isError) {
    return (
      <LoadFailed
        testId="campaign-error"
        message={detail.error instanceof ApiError ? detail.error.message : undefined}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  if (!detail.data) return <div className="campaign-skeleton" aria-busy="true" />;
  return <>{children(detail.data)}</>;
}
