import type { TDonorDetail } from '@alma/shared/admin-api/donors';
import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { App, Badge, Button, Popconfirm, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../../lib/session.ts';
import { useSetDisabled } from '../api/donors.ts';

/**
 * Whether the donor may log in, and for the roles that may change it, 停用账号 / 启用账号 behind a
 * confirmation that says what disabling does (signed out everywhere, no login until enabled).
 */
export function DonorAccountStatus({ donor }: { donor: TDonorDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const setDisabled = useSetDisabled();
  const disabling = !donor.disabled;

  const change = () =>
    setDisabled.mutate(
      { id: donor.id, disabled: disabling },
      {
        onSuccess: () => void message.success(t(disabling ? 'donors.disabledDone' : 'donors.enabledDone')),
        onError: (error) => void message.error(error.message),
      },
    );

  return (
    <Space>
      {donor.disabled ? (
        <Tag color="red">{t('donors.disabled')}</Tag>
      ) : (
        <Badge status="success" text={t('donors.enabled')} />
      )}
      {mayCall('PUT /donors/:id/disabled') && (
        <Popconfirm
          title={t(disabling ? 'donors.disableTitle' : 'donors.enableTitle')}
          description={t(disabling ? 'donors.disableConfirm' : 'donors.enableConfirm')}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: disabling }}
          styles={{ root: { maxWidth: 360 } }}
          onConfirm={change}
        >
          <Button
            size="small"
            danger={disabling}
            icon={disabling ? <StopOutlined /> : <CheckCircleOutlined />}
            loading={setDisabled.isPending}
          >
            {t(disabling ? 'donors.disable' : 'donors.enable')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
