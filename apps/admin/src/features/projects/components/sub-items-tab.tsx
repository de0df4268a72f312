import type { TProjectDetail } from '@alma/shared/admin-api/projects';
import { App, Card, Form, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';
import { useMayCall } from '../../../lib/session.ts';
import { useUnsavedForm } from '../../../lib/use-unsaved-guard.ts';
import { useChangeProject } from '../api/projects.ts';
import { useSaveSubItems } from '../api/sub-items.ts';
import {
  subItemsChanged,
  subItemsFormOf,
  subItemsInput,
  subItemsProblem,
  subSwitchesChange,
  type TSubItemsForm,
} from '../model/sub-item-rows.ts';
import { showFieldError } from './show-field-error.ts';
import { StickySaveBar } from './sticky-save-bar.tsx';
import { SubItemList } from './sub-item-list.tsx';

/**
 * 子项目: whether the project offers sub-projects and ranks them, and the ordered list. One save:
 * the list (PUT /projects/:id/sub-items) first, then the switches (PATCH), each only if changed.
 */
export function SubItemsTab({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const [form] = Form.useForm<TSubItemsForm>();
  const saveRows = useSaveSubItems(project.id);
  const change = useChangeProject();
  const editable = mayCall('PUT /projects/:id/sub-items') && mayCall('PATCH /projects/:id');
  const isSub = Form.useWatch('isSub', form);
  const unsaved = useUnsavedForm('sub-items');

  const save = async () => {
    const values = await form.validateFields();
    const rows = subItemsInput(form.getFieldValue('rows') as TSubItemsForm['rows']);
    const problem = subItemsProblem(rows, currentLanguage());
    if (problem) {
      form.setFields([{ name: problem.name as never, errors: [problem.message] }]);
      return;
    }
    try {
      if (subItemsChanged(project.subItems, rows)) {
        const saved = await saveRows.mutateAsync(rows);
        form.setFieldsValue({ rows: subItemsFormOf({ ...project, subItems: saved.rows }).rows });
      }
      const switches = subSwitchesChange(project, values);
      if (Object.keys(switches).length > 0) await change.mutateAsync({ id: project.id, change: switches });
      unsaved.saved();
      void message.success(t('projects.subItemsSaved'));
    } catch (error) {
      showFieldError(form, error, (text) => void message.error(text));
    }
  };

  return (
    <Form<TSubItemsForm>
      form={form}
      layout="vertical"
      initialValues={subItemsFormOf(project)}
      disabled={!editable}
      onValuesChange={unsaved.onValuesChange}
    >
      <Card style={{ marginBottom: 16 }}>
        <Space size="large" wrap>
          <Form.Item
            name="isSub"
            label={t('projects.isSub')}
            valuePropName="checked"
            extra={t('projects.isSubHint')}
          >
            <Switch
              onChange={(on) => {
                if (!on) form.setFieldValue('isSubRank', false);
              }}
            />
          </Form.Item>
          <Form.Item
            name="isSubRank"
            label={t('projects.isSubRank')}
            valuePropName="checked"
            extra={t('projects.isSubRankHint')}
          >
            <Switch disabled={!isSub} />
          </Form.Item>
        </Space>
      </Card>
      <Card
        title={t('projects.subItemList')}
        extra={<Typography.Text type="secondary">{t('englishTexts.hint')}</Typography.Text>}
        style={{ marginBottom: 16 }}
      >
        <SubItemList editable={editable} />
      </Card>
      {editable && (
        <StickySaveBar
          label={t('projects.saveSubItems')}
          saving={saveRows.isPending || change.isPending}
          save={() => void save().catch(() => {})}
        />
      )}
    </Form>
  );
}
