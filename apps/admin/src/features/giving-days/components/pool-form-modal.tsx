import {
  GIVING_DAY_ITEMS_MAX,
  POOL_DONOR_GIFTS_MAX,
  POOL_DONOR_VALUES_MAX,
  POOL_FAIR_WINDOW_MAX_SECONDS,
  POOL_RATIO_MAX,
  POOL_SPONSOR_MAX,
  type TAdminGivingDay,
  type TAdminPool,
} from '@alma/shared/admin-api/giving-days';
import { Alert, App, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { moneyRules } from '../../../lib/money-rules.ts';
import { useSavePool } from '../api/giving-day-parts.ts';
import type { TDonorField } from '../model/donor-fields.ts';
import {
  checkPool,
  OPEN_POOL_FIELDS,
  POOL_FIELDS,
  POOL_MONEY,
  poolFormOf,
  type TPoolForm,
} from '../model/pool-form.ts';
import { MinutePicker } from './minute-picker.tsx';
import { showProblems, showRefusal } from './show-refusal.ts';

type Props = {
  day: TAdminGivingDay;
  fields: readonly TDonorField[];
  /** 'new' to add one, a pool to change, or null: closed. */
  target: TAdminPool | 'new' | null;
  onClose: () => void;
};

const WIDE = { style: { width: 200 } } as const;

/**
 * A matching pool (ZPoolInput), every setting in words. Once it has opened only its size (larger)
 * and its end can change: the rest is shown but locked, and the server refuses it all the same.
 */
export function PoolFormModal({ day, fields, target, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TPoolForm>();
  const save = useSavePool(day.id);
  const pool = target === 'new' ? null : target;
  const opened = pool !== null && pool.state !== 'upcoming';
  const locked = (name: string) => opened && !OPEN_POOL_FIELDS.has(name);
  const donorField = Form.useWatch('donorField', form) ?? '';
  const chosenField = fields.find((field) => field.name === donorField);
  const toast = (text: string) => void message.error(text);
  const label = (name: string) => t(`givingDays.poolForm.${name}`);

  const submit = (values: TPoolForm) => {
    const checked = checkPool({ ...form.getFieldsValue(true), ...values }, t);
    if (checked.problems) {
      showProblems(form, POOL_FIELDS, checked.problems, toast);
      return;
    }
    void save.mutateAsync({ id: pool?.id, input: checked.body }).then(
      () => {
        void message.success(t('givingDays.savedLive'));
        onClose();
      },
      (error: unknown) => showRefusal(form, POOL_FIELDS, error, toast),
    );
  };

  return (
    <FormModal<TPoolForm>
      open={target !== null}
      title={t(pool ? 'givingDays.pools.edit' : 'givingDays.pools.add')}
      form={form}
      saving={save.isPending}
      initialValues={poolFormOf(pool, day)}
      onFinish={submit}
      onClose={onClose}
      testId="pool-form"
      width={720}
    >
      <Alert
        type={opened ? 'warning' : 'info'}
        showIcon
        title={t(opened ? 'givingDays.pools.openedNote' : 'givingDays.setupNote')}
        style={{ marginBottom: 16 }}
      />
      <Form.Item name="sponsor" label={label('sponsor')} required>
        <Input maxLength={POOL_SPONSOR_MAX} disabled={locked('sponsor')} />
      </Form.Item>
      <Space wrap size="middle" align="start">
        <Form.Item
          name="poolSize"
          label={label('poolSize')}
          extra={opened ? t('givingDays.poolForm.sizeOpened') : undefined}
          rules={moneyRules(t, label('poolSize'), POOL_MONEY.poolSize)}
          required
        >
          <InputNumber {...WIDE} />
        </Form.Item>
        <Form.Item
          name="ratioPercent"
          label={label('ratioPercent')}
          extra={t('givingDays.poolForm.ratioHelp', { max: POOL_RATIO_MAX })}
          required
        >
          <InputNumber {...WIDE} suffix="%" disabled={locked('ratioPercent')} />
        </Form.Item>
      </Space>
      <Space wrap size="middle" align="start">
        <Form.Item name="startTime" label={label('startTime')} required>
          <MinutePicker disabled={locked('startTime')} />
        </Form.Item>
        <Form.Item name="endTime" label={label('endTime')} required>
          <MinutePicker />
        </Form.Item>
        <Form.Item
          name="fairReleaseSeconds"
          label={label('fairReleaseSeconds')}
          extra={t('givingDays.poolForm.fairHelp', { max: POOL_FAIR_WINDOW_MAX_SECONDS })}
        >
          <InputNumber {...WIDE} disabled={locked('fairReleaseSeconds')} />
        </Form.Item>
      </Space>
      <Space wrap size="middle" align="start">
        <Form.Item
          name="minGift"
          label={label('minGift')}
          extra={t('givingDays.poolForm.minGiftHelp')}
          rules={moneyRules(t, label('minGift'), POOL_MONEY.minGift)}
        >
          <InputNumber {...WIDE} disabled={locked('minGift')} />
        </Form.Item>
        <Form.Item
          name="giftCap"
          label={label('giftCap')}
          extra={t('givingDays.poolForm.noLimitHelp')}
          rules={moneyRules(t, label('giftCap'), POOL_MONEY.giftCap)}
        >
          <InputNumber {...WIDE} disabled={locked('giftCap')} />
        </Form.Item>
        <Form.Item
          name="donorCap"
          label={label('donorCap')}
          extra={t('givingDays.poolForm.noLimitHelp')}
          rules={moneyRules(t, label('donorCap'), POOL_MONEY.donorCap)}
        >
          <InputNumber {...WIDE} disabled={locked('donorCap')} />
        </Form.Item>
        <Form.Item
          name="donorGiftsPerDay"
          label={label('donorGiftsPerDay')}
          extra={t('givingDays.poolForm.donorGiftsHelp', { max: POOL_DONOR_GIFTS_MAX })}
        >
          <InputNumber {...WIDE} disabled={locked('donorGiftsPerDay')} />
        </Form.Item>
      </Space>
      <Form.Item name="itemIds" label={label('itemIds')} extra={t('givingDays.poolForm.itemIdsHelp')}>
        <Select
          mode="multiple"
          allowClear
          disabled={locked('itemIds')}
          maxCount={GIVING_DAY_ITEMS_MAX}
          placeholder={t('givingDays.pools.allProjects')}
          options={day.items.map((item) => ({ value: item.id, label: item.name }))}
        />
      </Form.Item>
      <Space wrap size="middle" align="start">
        <Form.Item
          name="donorField"
          label={label('donorField')}
          extra={t('givingDays.poolForm.donorFieldHelp')}
        >
          <Select
            allowClear
            disabled={locked('donorField')}
            style={{ width: 240 }}
            placeholder={t('givingDays.poolForm.anyDonor')}
            options={[
              ...fields.map((field) => ({
                value: field.name,
                label: t('givingDays.dayForm.fieldOption', { label: field.label, name: field.name }),
              })),
              ...(pool?.donorField && !chosenField
                ? [{ value: pool.donorField, label: pool.donorField }]
                : []),
            ]}
          />
        </Form.Item>
        {donorField !== '' && (
          <Form.Item
            name="donorValues"
            label={label('donorValues')}
            extra={t('givingDays.poolForm.donorValuesHelp', { max: POOL_DONOR_VALUES_MAX })}
            required
          >
            <Select
              mode="tags"
              disabled={locked('donorValues')}
              style={{ width: 360 }}
              maxCount={POOL_DONOR_VALUES_MAX}
              options={chosenField?.options ?? []}
            />
          </Form.Item>
        )}
      </Space>
    </FormModal>
  );
}
