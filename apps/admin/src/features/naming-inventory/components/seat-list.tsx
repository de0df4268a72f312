import type { TAdminSeat } from '@alma/shared/admin-api/naming-inventory';
import { Button, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SeatPriceModal } from './seat-price-modal.tsx';
import { termsText } from './terms-text.ts';

/** A list area's seats (kept by the map editor): status, claim and own prices, which can be set here. */
export function SeatList({ itemsId, seats }: { itemsId: number; seats: TAdminSeat[] }) {
  const { t } = useTranslation();
  const [pricing, setPricing] = useState<TAdminSeat | null>(null);
  return (
    <>
      <Table<TAdminSeat>
        rowKey="id"
        size="small"
        dataSource={seats}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        columns={[
          { title: t('namingInventory.grid.listSeats'), dataIndex: 'label' },
          {
            title: t('namingInventory.areas.type'),
            key: 'state',
            render: (_: unknown, seat) =>
              seat.claim ? (
                <Tag color={seat.claim === 'named' ? 'red' : 'orange'}>
                  {t(`namingInventory.grid.${seat.claim}`)}
                </Tag>
              ) : (
                t(`namingInventory.grid.${seat.status === 3 ? 'closed' : 'open'}`)
              ),
          },
          {
            title: t('namingInventory.grid.ownPrice'),
            key: 'prices',
            render: (_: unknown, seat) => (seat.priceList ? termsText(t, seat.priceList) : '—'),
          },
          {
            title: t('namingInventory.common.actions'),
            key: 'actions',
            render: (_: unknown, seat) => (
              <Button type="link" onClick={() => setPricing(seat)}>
                {t('namingInventory.grid.ownPrice')}
              </Button>
            ),
          },
        ]}
      />
      <SeatPriceModal itemsId={itemsId} seat={pricing} onClose={() => setPricing(null)} />
    </>
  );
}
