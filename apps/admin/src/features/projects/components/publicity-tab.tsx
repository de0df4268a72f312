import type { TPublicityRow } from '@alma/shared/admin-api/project-tabs';
import type { TProjectDetail } from '@alma/shared/admin-api/projects';
import { App, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../../lib/session.ts';
import { useUnsavedDialog } from '../../../lib/use-unsaved-guard.ts';
import { useDeletePublicity, usePublicityPage } from '../api/publicity.ts';
import { ENTRY_PAGE_SIZE, EntryTabFrame } from './entry-tab-frame.tsx';
import { publicityColumns } from './publicity-columns.tsx';
import { PublicityModal } from './publicity-modal.tsx';

/** 善款公示 (use publicity): what the money raised paid for, as the donor app's 使用公示 tab lists it. */
export function PublicityTab({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TPublicityRow | 'new' | null>(null);
  // An entry being written in the dialog is an unsaved edit of this tab.
  const dialog = useUnsavedDialog('publicity', editing !== null);
  const list = usePublicityPage(project.id, page, ENTRY_PAGE_SIZE);
  const remove = useDeletePublicity(project.id);

  const columns = publicityColumns(t, {
    mayEdit: mayCall('PUT /publicity/:id'),
    mayDelete: mayCall('DELETE /publicity/:id'),
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
      <EntryTabFrame<TPublicityRow>
        list={list}
        columns={columns}
        page={page}
        setPage={setPage}
        tabOn={project.isInstruction}
        texts={{
          hint: t('projects.publicityHint'),
          tabOff: t('projects.publicityTabOff'),
          empty: t('projects.publicityEmpty'),
          add: t('projects.addPublicity'),
        }}
        add={mayCall('POST /projects/:id/publicity') ? () => setEditing('new') : undefined}
      />
      <Form.Provider onFormChange={dialog.onFormChange}>
        <PublicityModal itemsId={project.id} target={editing} onClose={() => setEditing(null)} />
      </Form.Provider>
    </>
  );
}
