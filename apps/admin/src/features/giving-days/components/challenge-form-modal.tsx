import {
  POOL_DONOR_VALUES_MAX,
  POOL_SPONSOR_MAX,
  type TAdminGivingDay,
} from '@alma/shared/admin-api/giving-days';
import { App, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { useAddChallenge } from '../api/giving-day-parts.ts';
import {
  CHALLENGE_FIELDS,
  challengeFormOf,
  checkChallenge,
  goalLabelKey,
  type TChallengeForm,
} from '../model/challenge-form.ts';
import { fieldLabelOf, type TDonorField } from '../model/donor-fields.ts';
import { MinutePicker } from './minute-picker.tsx';
import { showProblems, showRefusal } from './show-refusal.ts';

type Props = { day: TAdminGivingDay; fields: readonly TDonorField[]; open: boolean; onClose: () => void };

/**
 * A challenge: a sponsor gives `amount` to one of the day's projects once it reaches its goal in
 * donors or in money within the window.
 */
export function ChallengeFormModal({ day, fields, open, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TChallengeForm>();
  const add = useAddChallenge(day.id);
  const goalKind = Form.useWatch('goalKind', form) ?? 'donors';
  const donorField = Form.useWatch('donorField', form) ?? '';
  const chosenField = fields.find((field) => field.name === donorField);
  const toast = (text: string) => void message.error(text);
  const label = (name: string) => t(`givingDays.challengeForm.${name}`);

  const submit = (values: TChallengeForm) => {
    const checked = checkChallenge({ ...form.getFieldsValue(true), ...values }, t);
    if (checked.problems) {
      showProblems(form, CHALLENGE_FIELDS, checked.problems, toast);
      return;
    }
    void add.mutateAsync(checked.body).then(
      () => {
        void message.success(t('givingDays.savedLive'));
        onClose();
      },
      (error: unknown) => showRefusal(form, CHALLENGE_FIELDS, error, toast),
    );
  };

  return (
    <FormModal<TChallengeForm>
      open={open}
      title={t('givingDays.challenges.add')}
      form={form}
      saving={add.isPending}
      initialValues={challengeFormOf(day)}
      onFinish={submit}
      onClose={onClose}
      testId="challenge-form"
      width={640}
    >
      <Form.Item name="sponsor" label={label('sponsor')} required>
        <Input maxLength={POOL_SPONSOR_MAX} />
      </Form.Item>
      <Form.Item name="itemId" label={label('itemId')} required>
        <Select options={day.items.map((item) => ({ value: item.id, label: item.name }))} />
      </Form.Item>
      <Form.Item name="goalKind" label={label('goalKind')} required>
        <Radio.Group
          options={(['donors', 'money'] as const).map((kind) => ({
            value: kind,
            label: t(`givingDays.challenges.kinds.${kind}`),
          }))}
        />
      </Form.Item>
      <Space wrap size="middle" align="start">
        <Form.Item name="goal" label={t(goalLabelKey(goalKind))} required>
          <InputNumber style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={label('amount')}
          extra={t('givingDays.challengeForm.amountHelp')}
          required
        >
          <InputNumber style={{ width: 200 }} />
        </Form.Item>
      </Space>
      <Space wrap size="middle" align="start">
        <Form.Item name="startTime" label={label('startTime')} required>
          <MinutePicker />
        </Form.Item>
        <Form.Item name="endTime" label={label('endTime')} required>
          <MinutePicker />
        </Form.Item>
      </Space>
      {day.boardFields.length > 0 && (
        <Space wrap size="middle" align="start">
          <Form.Item name="donorField" label={label('donorField')} extra={label('donorFieldHelp')}>
            <Select
              allowClear
              style={{ width: 240 }}
              placeholder={label('anyDonor')}
              options={day.boardFields.map((name) => ({ value: name, label: fieldLabelOf(fields, name) }))}
            />
          </Form.Item>
          {donorField !== '' && (
            <Form.Item name="donorValues" label={label('donorValues')} required>
              <Select
                mode="tags"
                style={{ width: 320 }}
                maxCount={POOL_DONOR_VALUES_MAX}
                options={chosenField?.options ?? []}
              />
            </Form.Item>
          )}
        </Space>
      )}
    </FormModal>
  );
}
