import {
  AWARD_DESCRIPTION_EN_MAX_LENGTH,
  AWARD_DESCRIPTION_MAX_LENGTH,
  AWARD_NAME_EN_MAX_LENGTH,
  AWARD_NAME_MAX_LENGTH,
  AWARD_RULE_KINDS,
  type TAwardRow,
  type TAwardRuleKind,
} from '@alma/shared/admin-api/awards';
import { App, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { saveCallbacks } from '../../../lib/form-error.ts';
import { useLanguageSetting } from '../../../lib/language-context.ts';
import { useSaveAward } from '../api/awards.ts';
import {
  awardFormOf,
  awardInput,
  awardProblem,
  type TAwardForm,
  thresholdPrecision,
} from '../model/award-form.ts';
import { AwardPictureInput } from './award-picture-input.tsx';

type Props = {
  /** 'new' to add one, a row to change, or null: closed. */
  target: TAwardRow | 'new' | null;
  rows: readonly TAwardRow[];
  onClose: () => void;
};

/**
 * One award: picture, names and descriptions in Chinese and English, its rule (kind and threshold
 * in the kind's unit) and its place. The shared rules judge it before it is sent, in the server's
 * own words; what the server still refuses lands under its field.
 */
export function AwardModal({ target, rows, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { language } = useLanguageSetting();
  const [form] = Form.useForm<TAwardForm>();
  const save = useSaveAward();
  const row = target === 'new' ? null : target;
  const kind = (Form.useWatch('ruleKind', form) ?? row?.ruleKind ?? 'donate_count') as TAwardRuleKind;

  const submit = (values: TAwardForm) => {
    const all = { ...form.getFieldsValue(true), ...values } as TAwardForm;
    const problem = awardProblem(all, language);
    if (problem) {
      form.setFields([{ name: problem.field, errors: [problem.message] }]);
      return;
    }
    save.mutate(
      { id: row?.id, input: awardInput(all) },
      saveCallbacks(form, message, t('awards.saved'), onClose),
    );
  };

  return (
    <FormModal<TAwardForm>
      open={target !== null}
      title={t(row ? 'awards.edit' : 'awards.add')}
      form={form}
      saving={save.isPending}
      initialValues={awardFormOf(row, rows)}
      onFinish={submit}
      onClose={onClose}
      testId="award-form"
      width={640}
    >
      <Form.Item name="picture" label={t('awards.picture')} required>
        <AwardPictureInput />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('awards.name')}
        rules={[{ required: true, whitespace: true, message: t('awards.nameRequired') }]}
      >
        <Input maxLength={AWARD_NAME_MAX_LENGTH} showCount />
      </Form.Item>
      <Form.Item name="nameEn" label={t('awards.nameEn')} extra={t('awards.nameEnHelp')}>
        <Input maxLength={AWARD_NAME_EN_MAX_LENGTH} />
      </Form.Item>
      <Form.Item name="description" label={t('awards.description')}>
        <Input.TextArea
          maxLength={AWARD_DESCRIPTION_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
        />
      </Form.Item>
      <Form.Item name="descriptionEn" label={t('awards.descriptionEn')}>
        <Input.TextArea maxLength={AWARD_DESCRIPTION_EN_MAX_LENGTH} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Space align="start" wrap>
        <Form.Item name="ruleKind" label={t('awards.ruleKind')} required>
          <Select
            style={{ width: 220 }}
            options={AWARD_RULE_KINDS.map((value) => ({ value, label: t(`awards.kinds.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="ruleThreshold" label={t('awards.ruleThreshold')} required>
          <InputNumber
            min={0}
            precision={thresholdPrecision(kind)}
            style={{ width: 200 }}
            suffix={t(`awards.units.${kind}`)}
          />
        </Form.Item>
      </Space>
      <Form.Item name="sort" label={t('awards.sort')} extra={t('awards.sortHelp')}>
        <InputNumber min={-1_000_000} max={1_000_000} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormModal>
  );
}
