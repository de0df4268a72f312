import {
  checkInstallMove,
  INSTALL_STATES,
  type InstallState,
  installStep,
  type TNamingInstallRow,
} from '@alma/shared/admin-api/naming-fulfilment';
import { App, Form, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerError } from '../../../lib/form-error.ts';
import { useMoveInstall } from '../api/naming-fulfilment.ts';
import { InstallPhotoInput } from './install-photo-input.tsx';

type TMoveForm = { state: InstallState; photo: string };

/**
 * One plaque's move: the states from where it is forward (earlier ones are shown but disabled, the
 * server refuses them too), and the photo. The shared rule judges it before it is sent.
 */
export function InstallDialog({ row, onClose }: { row: TNamingInstallRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TMoveForm>();
  const move = useMoveInstall();

  const submit = (values: TMoveForm) => {
    if (!row) return;
    const problem = checkInstallMove(row.state, values.state, values.photo ?? '');
    if (problem === 'admin.naming.installNeedsPhoto') {
      form.setFields([{ name: 'photo', errors: [t('namingFulfilment.photoRequired')] }]);
      return;
    }
    move.mutate(
      { claimId: row.claimId, state: values.state, photo: values.photo ?? '' },
      {
        onSuccess: () => {
          void message.success(t('namingFulfilment.saved'));
          onClose();
        },
        onError: (error) => showServerError(form, error, (text) => void message.error(text)),
      },
    );
  };

  return (
    <Modal
      open={row !== null}
      title={t('namingFulfilment.moveTitle', { object: row?.objectLabel ?? '' })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={move.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {row ? (
        <Form<TMoveForm>
          form={form}
          layout="vertical"
          onFinish={submit}
          clearOnDestroy
          initialValues={{ state: row.state, photo: row.photo }}
          data-testid="install-dialog"
        >
          <Typography.Paragraph type="secondary">{t('namingFulfilment.moveHint')}</Typography.Paragraph>
          <Form.Item name="state" label={t('namingFulfilment.state')}>
            <Radio.Group
              optionType="button"
              options={INSTALL_STATES.map((state) => ({
                value: state,
                label: t(`namingFulfilment.states.${state}`),
                disabled: installStep(state) < installStep(row.state),
              }))}
            />
          </Form.Item>
          <Form.Item name="photo" label={t('namingFulfilment.photo')}>
            <InstallPhotoInput />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
