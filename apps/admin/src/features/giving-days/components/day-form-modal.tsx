import {
  GIVING_DAY_BOARD_FIELDS_MAX,
  GIVING_DAY_INTRO_MAX,
  GIVING_DAY_ITEMS_MAX,
  GIVING_DAY_NAME_MAX,
  type TAdminGivingDay,
} from '@alma/shared/admin-api/giving-days';
import { Alert, App, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { moneyRules } from '../../../lib/money-rules.ts';
import { useSaveGivingDay } from '../api/giving-days.ts';
import { useDonorFields, useProjectChoices } from '../api/project-choices.ts';
import { checkDay, DAY_FIELDS, DAY_GOAL_LIMITS, dayFormOf, type TDayForm } from '../model/day-form.ts';
import { MinutePicker } from './minute-picker.tsx';
import { showProblems, showRefusal } from './show-refusal.ts';

type Props = {
  /** 'new' to create one, a day to change, or null: closed. */
  target: TAdminGivingDay | 'new' | null;
  onClose: () => void;
  /** A day just created, to open its page (where its pools are set up). */
  onCreated?: (id: number) => void;
};

/**
 * A giving day: its name and intro, its window in Shanghai minutes, its goal in yuan, the projects
 * whose gifts count, and the donor fields its boards rank by (chosen from those projects' forms).
 * The contract judges it before it is sent; what the server still refuses lands under its field.
 */
export function DayFormModal({ target, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TDayForm>();
  const save = useSaveGivingDay();
  const day = target === 'new' ? null : target;
  const open = target !== null;
  const projects = useProjectChoices(open);
  const itemIds = Form.useWatch('itemIds', form) ?? day?.items.map((item) => item.id) ?? [];
  const fields = useDonorFields(itemIds, open);
  const toast = (text: string) => void message.error(text);

  // The day's own projects and fields stay choosable even past the first 200 projects or off the forms.
  const projectOptions = [
    ...(day?.items ?? [])
      .filter((item) => !projects.data?.rows.some((row) => row.id === item.id))
      .map((item) => ({ value: item.id, label: item.name })),
    ...(projects.data?.rows ?? []).map((row) => ({ value: row.id, label: row.name })),
  ];
  const fieldOptions = [
    ...fields.map((field) => ({
      value: field.name,
      label: t('givingDays.dayForm.fieldOption', { label: field.label, name: field.name }),
    })),
    ...(day?.boardFields ?? [])
      .filter((name) => !fields.some((field) => field.name === name))
      .map((name) => ({ value: name, label: name })),
  ];

  const submit = (values: TDayForm) => {
    const checked = checkDay({ ...form.getFieldsValue(true), ...values }, t);
    if (checked.problems) {
      showProblems(form, DAY_FIELDS, checked.problems, toast);
      return;
    }
    void save.mutateAsync({ id: day?.id, input: checked.body }).then(
      (saved) => {
        void message.success(t(day ? 'givingDays.dayForm.saved' : 'givingDays.dayForm.created'));
        onClose();
        if (!day) onCreated?.(saved.id);
      },
      (error: unknown) => showRefusal(form, DAY_FIELDS, error, toast),
    );
  };

  const goalLabel = t('givingDays.dayForm.goal');
  return (
    <FormModal<TDayForm>
      open={open}
      title={t(day ? 'givingDays.dayForm.editTitle' : 'givingDays.dayForm.createTitle')}
      form={form}
      saving={save.isPending}
      initialValues={dayFormOf(day)}
      onFinish={submit}
      onClose={onClose}
      testId="giving-day-form"
      width={720}
    >
      <Alert type="info" showIcon title={t('givingDays.setupNote')} style={{ marginBottom: 16 }} />
      <Form.Item name="name" label={t('givingDays.dayForm.name')} required>
        <Input maxLength={GIVING_DAY_NAME_MAX} showCount />
      </Form.Item>
      <Form.Item name="intro" label={t('givingDays.dayForm.intro')}>
        <Input.TextArea maxLength={GIVING_DAY_INTRO_MAX} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Space wrap size="middle" align="start">
        <Form.Item name="startTime" label={t('givingDays.dayForm.startTime')} required>
          <MinutePicker />
        </Form.Item>
        <Form.Item name="endTime" label={t('givingDays.dayForm.endTime')} required>
          <MinutePicker />
        </Form.Item>
        <Form.Item
          name="goal"
          label={goalLabel}
          extra={t('givingDays.dayForm.goalHelp')}
          rules={moneyRules(t, goalLabel, DAY_GOAL_LIMITS)}
        >
          <InputNumber style={{ width: 200 }} />
        </Form.Item>
      </Space>
      <Form.Item
        name="itemIds"
        label={t('givingDays.dayForm.itemIds')}
        extra={t('givingDays.dayForm.itemIdsHelp', { max: GIVING_DAY_ITEMS_MAX })}
        required
      >
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          loading={projects.isPending && open}
          options={projectOptions}
          maxCount={GIVING_DAY_ITEMS_MAX}
        />
      </Form.Item>
      <Form.Item
        name="boardFields"
        label={t('givingDays.dayForm.boardFields')}
        extra={t('givingDays.dayForm.boardFieldsHelp', { max: GIVING_DAY_BOARD_FIELDS_MAX })}
      >
        <Select
          mode="multiple"
          options={fieldOptions}
          maxCount={GIVING_DAY_BOARD_FIELDS_MAX}
          notFoundContent={t(
            itemIds.length === 0 ? 'givingDays.dayForm.chooseProjectsFirst' : 'givingDays.dayForm.noFields',
          )}
        />
      </Form.Item>
    </FormModal>
  );
}
