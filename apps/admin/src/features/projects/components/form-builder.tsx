import type { TAdminDonationFormInput } from '@alma/shared/admin-api/donation-form';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Col, Form, Row, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { AdminApiError } from '../../../lib/admin-client.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useMayCall } from '../../../lib/session.ts';
import { useDonationForm, useSaveDonationForm } from '../api/donation-form.ts';
import { useProject } from '../api/projects.ts';
import { namePathOf } from '../model/field-problem.ts';
import { cleanFields, formProblems, type TFormValues } from '../model/form-problems.ts';
import { FormFieldCard } from './form-field-card.tsx';
import { FormPreview } from './form-preview.tsx';
import { FormSettingsFields } from './form-settings-fields.tsx';
import { useFormBuilderGuard } from './use-form-builder-guard.ts';

/** A project's donation form: fields, settings, and the phone-width preview beside them. */
export function FormBuilder({ id }: { id: number }) {
  const { t } = useTranslation();
  const loaded = useDonationForm(id);
  const project = useProject(id);
  const trail = [
    { title: t('menu.projects'), to: '/projects' },
    { title: project.data?.name ?? String(id), to: `/projects?edit=${id}` },
  ];
  return (
    <PageFrame title={t('projects.formTitle')} trail={trail}>
      {loaded.isError ? (
        <LoadError error={loaded.error} onRetry={() => void loaded.refetch()} />
      ) : loaded.data ? (
        <BuilderForm id={id} start={loaded.data} title={project.data?.name ?? ''} />
      ) : (
        <Spin />
      )}
    </PageFrame>
  );
}

function BuilderForm({ id, start, title }: { id: number; start: TFormValues; title: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const [form] = Form.useForm<TFormValues>();
  const save = useSaveDonationForm(id);
  const unsaved = useFormBuilderGuard(title);
  const language = currentLanguage();
  const watched = Form.useWatch([], { form, preserve: true }) as TFormValues | undefined;
  const values = watched ?? start;
  const fields = cleanFields(values.fieldList);
  const problems = formProblems({ ...values, fieldList: fields }, language);

  const submit = () => {
    const held = { ...start, ...(form.getFieldsValue(true) as TFormValues) };
    const {
      itemsId: _itemsId,
      saved: _saved,
      ...body
    } = held as TFormValues & { itemsId?: number; saved?: boolean };
    // The ways and pay methods come from the checkbox groups, which offer only the contract's values;
    // the server parses the body with the same contract and answers a field + message if not.
    const input = {
      ...body,
      // A cleared amount box holds null: no threshold.
      minMoney: body.minMoney ?? 0,
      minMoneyCertificate: body.minMoneyCertificate ?? 0,
      minMoneyReceipt: body.minMoneyReceipt ?? 0,
      largeAmount: body.largeAmount ?? 0,
      fieldList: cleanFields(held.fieldList),
    } as TAdminDonationFormInput;
    save.mutate(input, {
      onSuccess: () => {
        unsaved.saved();
        void message.success(t('projects.saved'));
      },
      onError: (error) => {
        const field = error instanceof AdminApiError ? error.field : undefined;
        if (field) form.setFields([{ name: namePathOf(field) as never, errors: [error.message] }]);
        void message.error(error.message);
      },
    });
  };

  return (
    <Form<TFormValues>
      form={form}
      layout="vertical"
      initialValues={start}
      disabled={!mayCall('PUT /projects/:id/form')}
      onValuesChange={unsaved.onValuesChange}
    >
      <Row gutter={24} wrap={false}>
        <Col flex="auto">
          <Form.List name="fieldList">
            {(rows, { add, remove, move }) => (
              <>
                {rows.map((row) => (
                  <FormFieldCard
                    key={row.key}
                    index={row.name}
                    count={rows.length}
                    fields={fields}
                    problems={problems}
                    remove={() => remove(row.name)}
                    move={(to) => move(row.name, to)}
                  />
                ))}
                <Button
                  icon={<PlusOutlined />}
                  style={{ marginBottom: 16 }}
                  onClick={() =>
                    add({
                      fieldName: `field${rows.length + 1}`,
                      fieldShowName: '',
                      fieldUiType: 'input',
                      isRequire: 0,
                    })
                  }
                >
                  {t('projects.addField')}
                </Button>
              </>
            )}
          </Form.List>
          <FormSettingsFields problems={problems} />
          {problems.size > 0 && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 12 }}
              message={[...problems.values()].join('；')}
            />
          )}
          {mayCall('PUT /projects/:id/form') && (
            <Button type="primary" loading={save.isPending} disabled={problems.size > 0} onClick={submit}>
              {t('projects.saveForm')}
            </Button>
          )}
        </Col>
        <Col flex="none">
          <div style={{ position: 'sticky', top: 16 }}>
            <FormPreview fields={fields} language={language} title={title} />
          </div>
        </Col>
      </Row>
    </Form>
  );
}
