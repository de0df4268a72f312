import type { TOrderFormData, TOrderFormField } from '@alma/shared/admin-api/orders';
import { EyeOutlined } from '@ant-design/icons';
import { App, Button, Descriptions, Empty, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../../lib/session.ts';
import { useRevealOrder } from '../api/orders.ts';

const SECTIONS = ['fields', 'certificate', 'receipt', 'postal'] as const;

/**
 * The kept form data, masked; a role that may see it whole asks (confirmed, audited by the server).
 * Keyed by the bill number, so another order starts masked again.
 */
export function OrderFormData({ billNo, masked }: { billNo: string; masked: TOrderFormData | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayReveal = useMayCall()('POST /orders/:billNo/reveal');
  const reveal = useRevealOrder();
  const [whole, setWhole] = useState<TOrderFormData | null>(null);

  if (!masked) return <Empty description={t('orders.noFormData')} />;
  const shown = whole ?? masked;
  const show = () =>
    reveal.mutate(billNo, {
      onSuccess: (answer) => {
        setWhole(answer);
        void message.success(t('orders.revealed'));
      },
      onError: (error) => void message.error(error.message),
    });

  return (
    <>
      {mayReveal && !whole ? (
        <Popconfirm
          title={t('orders.revealTitle')}
          description={t('orders.revealConfirm')}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={show}
        >
          <Button size="small" icon={<EyeOutlined />} loading={reveal.isPending} style={{ marginBottom: 12 }}>
            {t('orders.reveal')}
          </Button>
        </Popconfirm>
      ) : null}
      {SECTIONS.filter((section) => shown[section].length > 0).map((section) => (
        <Descriptions
          key={section}
          title={t(`orders.section_${section}`)}
          size="small"
          bordered
          column={2}
          style={{ marginBottom: 12 }}
          items={shown[section].map((field: TOrderFormField) => ({
            key: field.name,
            label: field.label || field.name,
            children: field.value,
          }))}
        />
      ))}
    </>
  );
}
