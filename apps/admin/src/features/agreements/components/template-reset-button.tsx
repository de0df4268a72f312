import type { TAgreementTemplateAnswer } from '@alma/shared/admin-api/agreements';
import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../../lib/session.ts';
import { useResetAgreementTemplate } from '../api/agreement-template.ts';

type Props = {
  itemsId: number;
  /** The project has no template of its own: there is nothing to reset. */
  isDefault: boolean;
  /** The default template the server answered, for the editor to show. */
  onReset: (answer: TAgreementTemplateAnswer) => void;
};

/**
 * 恢复默认模板: the project's own template is deleted and the default comes back, asked first (it
 * also drops unsaved edits). Offered to those who may delete a template, for a project that has one.
 */
export function TemplateResetButton({ itemsId, isDefault, onReset }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayReset = useMayCall()('DELETE /projects/:id/agreement-template');
  const reset = useResetAgreementTemplate(itemsId);
  if (!mayReset || isDefault) return null;

  // A promise: the confirmation keeps its button spinning until the answer comes.
  const confirm = () =>
    reset.mutateAsync().then(
      (answer) => {
        onReset(answer);
        void message.success(t('agreements.template.resetDone'));
      },
      (error: Error) => void message.error(error.message),
    );

  return (
    <Popconfirm
      title={t('agreements.template.resetTitle')}
      description={t('agreements.template.resetContent')}
      okText={t('agreements.template.resetOk')}
      okButtonProps={{ danger: true }}
      onConfirm={confirm}
    >
      <Button loading={reset.isPending} data-testid="agreement-template-reset">
        {t('agreements.template.reset')}
      </Button>
    </Popconfirm>
  );
}
