import type { TAdminSeat } from '@alma/shared/admin-api/naming-inventory';
import { App, Form, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerError } from '../../../lib/form-error.ts';
import { useMayCall } from '../../../lib/session.ts';
import { useSaveSeatPrices } from '../api/seat-areas.ts';
import { TermsList, termsInput } from './terms-list.tsx';

type SeatPriceForm = { own: boolean; priceList: Parameters<typeof termsInput>[0] };

/** One seat's own periods and prices, or the area's (switched off). Claims keep what they paid. */
export function SeatPriceModal({
  itemsId,
  seat,
  onClose,
}: {
  itemsId: number;
  seat: TAdminSeat | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayWrite = useMayCall()('PUT /seats/:id/prices');
  const [form] = Form.useForm<SeatPriceForm>();
  const own = Form.useWatch('own', form);
  const save = useSaveSeatPrices(itemsId);

  const submit = (values: SeatPriceForm) => {
    if (!seat) return;
    save.mutate(
      { seatId: seat.id, priceList: values.own ? termsInput(values.priceList) : null },
      {
        onSuccess: () => {
          void message.success(t('namingInventory.common.saved'));
          onClose();
        },
        onError: (error) => showServerError(form, error, (text) => void message.error(text)),
      },
    );
  };

  return (
    <Modal
      open={seat !== null}
      title={t('namingInventory.grid.seatPrice', { label: seat?.label ?? '' })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !mayWrite }}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form<SeatPriceForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        clearOnDestroy
        initialValues={{
          own: seat?.priceList !== null,
          priceList: seat?.priceList ?? [{ termName: '永久', termMoney: null, termYear: 0 }],
        }}
        data-testid="seat-price-form"
      >
        <Form.Item
          name="own"
          label={t('namingInventory.grid.useOwn')}
          valuePropName="checked"
          extra={own ? null : t('namingInventory.grid.useArea')}
        >
          <Switch />
        </Form.Item>
        {own ? <TermsList /> : null}
      </Form>
    </Modal>
  );
}
