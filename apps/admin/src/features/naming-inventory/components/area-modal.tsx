import type { TSeatAreaRow, TSeatAreaWrite } from '@alma/shared/admin-api/naming-inventory';
import { App, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { saveCallbacks } from '../../../lib/form-error.ts';
import { useSaveArea } from '../api/seat-areas.ts';
import { PictureField } from './picture-field.tsx';
import { TermsList, termsInput } from './terms-list.tsx';

type Props = {
  itemsId: number;
  /** 'new' to add one, a row to change, or null: closed. */
  target: TSeatAreaRow | 'new' | null;
  rows: readonly TSeatAreaRow[];
  onClose: () => void;
};

type AreaForm = Omit<TSeatAreaWrite, 'priceList'> & { priceList: Parameters<typeof termsInput>[0] };

function formOf(row: TSeatAreaRow | null, rows: readonly TSeatAreaRow[]): AreaForm {
  if (row)
    return { title: row.title, type: row.type, imgUrl: row.imgUrl, sort: row.sort, priceList: row.priceList };
  return {
    title: '',
    type: 1,
    imgUrl: '',
    sort: Math.max(0, ...rows.map((area) => area.sort)) + 1,
    priceList: [{ termName: '永久', termMoney: null, termYear: 0 }],
  };
}

/** One seat area: name, grid or list, picture, place, and its periods with prices. */
export function AreaModal({ itemsId, target, rows, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AreaForm>();
  const save = useSaveArea(itemsId);
  const row = target === 'new' ? null : target;

  const submit = (values: AreaForm) => {
    const input: TSeatAreaWrite = {
      title: values.title.trim(),
      type: values.type,
      imgUrl: values.imgUrl ?? '',
      sort: values.sort ?? 0,
      priceList: termsInput(values.priceList),
    };
    save.mutate(
      { id: row?.id, input },
      saveCallbacks(form, message, t('namingInventory.common.saved'), onClose),
    );
  };

  return (
    <FormModal<AreaForm>
      open={target !== null}
      title={t(row ? 'namingInventory.areas.edit' : 'namingInventory.areas.add')}
      form={form}
      saving={save.isPending}
      initialValues={formOf(row, rows)}
      onFinish={submit}
      onClose={onClose}
      testId="area-form"
      width={680}
    >
      <Form.Item
        name="title"
        label={t('namingInventory.areas.name')}
        rules={[{ required: true, whitespace: true, message: t('namingInventory.areas.nameRequired') }]}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="type" label={t('namingInventory.areas.type')}>
        <Select
          style={{ width: 220 }}
          options={[1, 2, 3].map((value) => ({ value, label: t(`namingInventory.areas.types.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="imgUrl" label={t('namingInventory.areas.picture')}>
        <PictureField />
      </Form.Item>
      <Form.Item label={t('namingInventory.areas.prices')} extra={t('namingInventory.areas.pricesHelp')}>
        <TermsList />
      </Form.Item>
      <Form.Item
        name="sort"
        label={t('namingInventory.common.sort')}
        extra={t('namingInventory.common.sortHelp')}
      >
        <InputNumber min={-1_000_000} max={1_000_000} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormModal>
  );
}
