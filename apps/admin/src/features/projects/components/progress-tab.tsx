import type { TProgressRow } from '@alma/shared/admin-api/project-tabs';
import type { TProjectDetail } from '@alma/shared/admin-api/projects';
import { App, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../../lib/session.ts';
import { useUnsavedDialog } from '../../../lib/use-unsaved-guard.ts';
import { useDeleteProgress, useProgressPage } from '../api/progress.ts';
import { ENTRY_PAGE_SIZE, EntryTabFrame } from './entry-tab-frame.tsx';
import { progressColumns } from './progress-columns.tsx';
import { ProgressModal } from './progress-modal.tsx';

/** 项目进展: dated entries with pictures, as the donor app's progress tab lists them. */
export function ProgressTab({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TProgressRow | 'new' | null>(null);
  // An entry being written in the dialog is an unsaved edit of this tab.
  const dialog = useUnsavedDialog('progress', editing !== null);
  const list = useProgressPage(project.id, page, ENTRY_PAGE_SIZE);
  const remove = useDeleteProgress(project.id);

  const columns = progressColumns(t, {
    mayEdit: mayCall('PUT /progress/:id'),
    mayDelete: mayCall('DELETE /progress/:id'),
    edit: setEditing,
    remove: (row) =>
      remove.mutate(row.id, {
        onSuccess: () => {
          void message.success(t('projects.deleted'));
          // The last row of a later page gone: show the page before.
          if (page > 1 && list.data?.rows.length === 1) setPage(page - 1);
        },
        onError: (error) => void message.error(error.message),
      }),
  });

  return (
    <>
      <EntryTabFrame<TProgressRow>
        list={list}
        columns={columns}
        page={page}
        setPage={setPage}
        tabOn={project.isProgress}
        texts={{
          hint: t('projects.progressHint'),
          tabOff: t('projects.progressTabOff'),
          empty: t('projects.progressEmpty'),
          add: t('projects.addProgress'),
        }}
        add={mayCall('POST /projects/:id/progress') ? () => setEditing('new') : undefined}
      />
      <Form.Provider onFormChange={dialog.onFormChange}>
        <ProgressModal itemsId={project.id} target={editing} onClose={() => setEditing(null)} />
      </Form.Provider>
    </>
  );
}
