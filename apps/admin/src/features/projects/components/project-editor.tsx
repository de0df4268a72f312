import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useMayCall } from '../../../lib/session.ts';
import { useProject } from '../api/projects.ts';
import { activeTab, type TEditorTab, visibleTabs } from '../model/editor-tabs.ts';
import { CertificateTemplateTab } from './certificate-template-tab.tsx';
import { ProgressTab } from './progress-tab.tsx';
import { ProjectSettingsForm } from './project-settings-form.tsx';
import { ProjectStatusActions } from './project-status-actions.tsx';
import { PublicityTab } from './publicity-tab.tsx';
import { SubItemsTab } from './sub-items-tab.tsx';
import { TogetherSettingsTab } from './together-settings-tab.tsx';

type Props = {
  /** null: a new project. */
  id: number | null;
  /** Back to the list (null) or to another project's editor. */
  open: (edit: string | null) => void;
};

/**
 * One project: a new one's settings, or an existing one's tabs (settings, sub-projects, progress,
 * use publicity, together settings, certificate template), each loading and saving on its own. The open tab is in the
 * address (`&tab=progress`), so a reload or a shared link shows the same one.
 */
export function ProjectEditor({ id, open }: Props) {
  const { t } = useTranslation();
  const mayCall = useMayCall();
  const [params, setParams] = useSearchParams();
  const detail = useProject(id);
  const trail = [{ title: t('menu.projects'), to: '/projects' }];

  if (id === null) {
    return (
      <PageFrame title={t('projects.createTitle')} trail={trail}>
        <ProjectSettingsForm id={null} open={open} />
      </PageFrame>
    );
  }
  if (!detail.data) {
    return (
      <PageFrame title={t('projects.edit')} trail={trail}>
        {detail.isError ? (
          <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <PageLoading />
        )}
      </PageFrame>
    );
  }

  const project = detail.data;
  const visible = visibleTabs(mayCall);
  const current = activeTab(params.get('tab'), visible);
  const show = (tab: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('tab', tab);
      return next;
    });
  const panes: Record<TEditorTab, { label: string; children: ReactNode }> = {
    settings: { label: t('projects.tabSettings'), children: <ProjectSettingsForm id={id} open={open} /> },
    'sub-items': { label: t('projects.tabSubItems'), children: <SubItemsTab project={project} /> },
    progress: { label: t('projects.tabProgress'), children: <ProgressTab project={project} /> },
    publicity: { label: t('projects.tabPublicity'), children: <PublicityTab project={project} /> },
    together: { label: t('projects.tabTogether'), children: <TogetherSettingsTab project={project} /> },
    certificate: {
      label: t('certificateTemplate.tab'),
      children: <CertificateTemplateTab project={project} />,
    },
  };
  return (
    <PageFrame
      title={t('projects.editTitle', { name: project.name })}
      trail={trail}
      extra={<ProjectStatusActions project={project} />}
    >
      <Tabs activeKey={current} onChange={show} items={visible.map((key) => ({ key, ...panes[key] }))} />
    </PageFrame>
  );
}
