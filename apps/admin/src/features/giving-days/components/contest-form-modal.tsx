import {
  CONTEST_PRIZE_MAX,
  CONTEST_TITLE_MAX,
  type TAdminGivingDay,
} from '@alma/shared/admin-api/giving-days';
import { BUILT_IN_BOARDS } from '@alma/shared/api/giving-days';
import { App, Form, Input, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { useAddContest } from '../api/giving-day-parts.ts';
import { CONTEST_FIELDS, checkContest, contestFormOf, type TContestForm } from '../model/contest-form.ts';
import { boardText, type TDonorField } from '../model/donor-fields.ts';
import { MinutePicker } from './minute-picker.tsx';
import { showProblems, showRefusal } from './show-refusal.ts';

type Props = { day: TAdminGivingDay; fields: readonly TDonorField[]; open: boolean; onClose: () => void };

/** An hourly contest: each whole hour of its window, the first on a board by donors or money wins. */
export function ContestFormModal({ day, fields, open, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TContestForm>();
  const add = useAddContest(day.id);
  const toast = (text: string) => void message.error(text);
  const label = (name: string) => t(`givingDays.contestForm.${name}`);

  const submit = (values: TContestForm) => {
    const checked = checkContest({ ...form.getFieldsValue(true), ...values }, t);
    if (checked.problems) {
      showProblems(form, CONTEST_FIELDS, checked.problems, toast);
      return;
    }
    void add.mutateAsync(checked.body).then(
      () => {
        void message.success(t('givingDays.savedLive'));
        onClose();
      },
      (error: unknown) => showRefusal(form, CONTEST_FIELDS, error, toast),
    );
  };

  return (
    <FormModal<TContestForm>
      open={open}
      title={t('givingDays.contests.add')}
      form={form}
      saving={add.isPending}
      initialValues={contestFormOf(day)}
      onFinish={submit}
      onClose={onClose}
      testId="contest-form"
      width={640}
    >
      <Form.Item name="title" label={label('title')} required>
        <Input maxLength={CONTEST_TITLE_MAX} />
      </Form.Item>
      <Form.Item name="prize" label={label('prize')} extra={t('givingDays.contestForm.prizeHelp')}>
        <Input maxLength={CONTEST_PRIZE_MAX} />
      </Form.Item>
      <Space wrap size="middle" align="start">
        <Form.Item name="board" label={label('board')} required>
          <Select
            style={{ width: 260 }}
            options={[...BUILT_IN_BOARDS, ...day.boardFields].map((board) => ({
              value: board,
              label: boardText(t, board, fields),
            }))}
          />
        </Form.Item>
        <Form.Item name="metric" label={label('metric')} required>
          <Radio.Group
            options={(['donors', 'money'] as const).map((metric) => ({
              value: metric,
              label: t(`givingDays.contests.metrics.${metric}`),
            }))}
          />
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
    </FormModal>
  );
}
