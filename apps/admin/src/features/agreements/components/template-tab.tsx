import { Empty, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { ProjectSelect } from '../../../components/project-select.tsx';
import { useAgreementTemplate } from '../api/agreement-template.ts';
import { TemplateEditor } from './template-editor.tsx';

function ProjectTemplate({ itemsId }: { itemsId: number }) {
  const answer = useAgreementTemplate(itemsId);
  if (answer.isError && !answer.data)
    return <LoadError error={answer.error} onRetry={() => void answer.refetch()} />;
  if (!answer.data) return <PageLoading />;
  // A new editor per project: nothing typed for one project is carried into another's.
  return <TemplateEditor key={itemsId} itemsId={itemsId} answer={answer.data} />;
}

/** 协议模板: the project chosen (kept in the address) and its template's editor. */
export function TemplateTab({
  itemsId,
  onProject,
}: {
  itemsId: number | undefined;
  onProject: (itemsId: number | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={t('agreements.template.chooseProject')}>
          <ProjectSelect
            value={itemsId}
            onChange={onProject}
            placeholder={t('agreements.template.chooseProjectHint')}
          />
        </Form.Item>
      </Form>
      {itemsId === undefined ? (
        <Empty description={t('agreements.template.chooseProjectHint')} />
      ) : (
        <ProjectTemplate itemsId={itemsId} />
      )}
    </>
  );
}
