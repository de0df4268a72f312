import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useMayCall } from '../../../lib/session.ts';
import {
  type TGuardedMove,
  type TLeavePrompt,
  UnsavedPartsContext,
  useUnsavedGuard,
  useUnsavedParts,
} from '../../../lib/use-unsaved-guard.ts';
import { useProject } from '../api/projects.ts';
import { editorMoveOf, editsAtRisk } from '../model/editor-leave.ts';
import { activeTab, EDITOR_TABS, type TEditorTab, visibleTabs } from '../model/editor-tabs.ts';
import { CertificateTemplateTab } from './certificate-template-tab.tsx';
import { ProgressTab } from './progress-tab.tsx';
import { ProjectSettingsForm } from './project-settings-form.tsx';
import { ProjectStatusActions } from './project-status-actions.tsx';
import { PublicityTab } from './publicity-tab.tsx';
import { SubItemsTab } from './sub-items-tab.tsx';
import { TogetherSettingsTab } from './together-settings-tab.tsx';

/** Each tab's label (the certificate tab's is in its own catalogue). */
const TAB_LABELS: Record<TEditorTab, string> = {
  settings: 'projects.tabSettings',
  'sub-items': 'projects.tabSubItems',
  progress: 'projects.tabProgress',
  publicity: 'projects.tabPublicity',
  together: 'projects.tabTogether',
  certificate: 'certificateTemplate.tab',
};
const TAB_ORDER = EDITOR_TABS.map((tab) => tab.key);

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
 * Unsaved edits in any tab are asked about before they are lost (the menu, the breadcrumb, the
 * browser's back, a reload), and before a change of tab leaves the open one's edits unsaved.
 */
export function ProjectEditor({ id, open }: Props) {
  const { t } = useTranslation();
  const mayCall = useMayCall();
  const [params, setParams] = useSearchParams();
  const detail = useProject(id);
  const trail = [{ title: t('menu.projects'), to: '/projects' }];
  const unsaved = useUnsavedParts();
  const tabLabel = (tab: string) => t(TAB_LABELS[tab as TEditorTab] ?? tab);
  const promptOf = ({ current, next }: TGuardedMove): TLeavePrompt | null => {
    const openTab = activeTab(new URLSearchParams(current.search).get('tab'), visibleTabs(mayCall));
    const risk = editsAtRisk(editorMoveOf(current, next), unsaved.parts, openTab, TAB_ORDER);
    if (!risk) return null;
    const name = detail.data?.name || t('projectLeave.newProject');
    if (risk.kind === 'tab') {
      const tab = tabLabel(openTab);
      return {
        title: t('projectLeave.tabTitle', { tab }),
        content: t('projectLeave.tabContent', { name, tab }),
        okText: t('projectLeave.tabOk'),
        cancelText: t('projectLeave.tabStay'),
      };
    }
    return {
      title: t('projectLeave.leaveTitle'),
      content: t('projectLeave.leaveContent', {
        name,
        tabs: risk.tabs.map((tab) => `「${tabLabel(tab)}」`).join(''),
      }),
      okText: t('projectLeave.leaveOk'),
      cancelText: t('projectLeave.stay'),
    };
  };
  const { pass } = useUnsavedGuard(unsaved.parts.length > 0, promptOf);
  const guard = { report: unsaved.report, pass };

  if (id === null) {
    return (
      <PageFrame title={t('projects.createTitle')} trail={trail}>
        <UnsavedPartsContext value={guard}>
          <ProjectSettingsForm id={null} open={open} />
        </UnsavedPartsContext>
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
    settings: { label: tabLabel('settings'), children: <ProjectSettingsForm id={id} open={open} /> },
    'sub-items': { label: tabLabel('sub-items'), children: <SubItemsTab project={project} /> },
    progress: { label: tabLabel('progress'), children: <ProgressTab project={project} /> },
    publicity: { label: tabLabel('publicity'), children: <PublicityTab project={project} /> },
    together: { label: tabLabel('together'), children: <TogetherSettingsTab project={project} /> },
    certificate: {
      label: tabLabel('certificate'),
      children: <CertificateTemplateTab project={project} />,
    },
  };
  return (
    <PageFrame
      title={t('projects.editTitle', { name: project.name })}
      trail={trail}
      extra={<ProjectStatusActions project={project} />}
    >
      <UnsavedPartsContext value={guard}>
        <Tabs activeKey={current} onChange={show} items={visible.map((key) => ({ key, ...panes[key] }))} />
      </UnsavedPartsContext>
    </PageFrame>
  );
}
