import type { TProjectDetail } from '@alma/shared/admin-api/projects';
import { App, Button, Popconfirm, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMayCall } from '../../../lib/session.ts';
import { useSetListed } from '../api/projects.ts';

/**
 * The editor's head: published or not, publish or unpublish (asked first, saying what it does), and
 * the donation form builder.
 */
export function ProjectStatusActions({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const setListed = useSetListed();
  const listed = project.isListed;
  const toggle = () =>
    setListed.mutate(
      { id: project.id, listed: !listed },
      {
        onSuccess: () =>
          void message.success(t(listed ? 'projects.unpublished_done' : 'projects.published_done')),
        onError: (error) => void message.error(error.message),
      },
    );
  return (
    <Space>
      {listed ? <Tag color="blue">{t('projects.listed')}</Tag> : <Tag>{t('projects.unlisted')}</Tag>}
      {mayCall('POST /projects/:id/publish') &&
        (listed ? (
          <Popconfirm
            title={t('projectLeave.unpublishTitle', { name: project.name })}
            description={t('projectLeave.unpublishContent', { name: project.name })}
            okText={t('projectLeave.unpublishOk')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            styles={{ root: { maxWidth: 420 } }}
            onConfirm={toggle}
          >
            <Button loading={setListed.isPending}>{t('projects.unpublish')}</Button>
          </Popconfirm>
        ) : (
          <Button loading={setListed.isPending} onClick={toggle}>
            {t('projects.publish')}
          </Button>
        ))}
      {mayCall('GET /projects/:id/form') && (
        <Link to={`/projects?form=${project.id}`}>
          <Button>{t('projects.form')}</Button>
        </Link>
      )}
    </Space>
  );
}
