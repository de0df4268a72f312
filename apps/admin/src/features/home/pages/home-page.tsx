import type { THomeEntryKind, THomeEntryRow } from '@alma/shared/admin-api/home';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useHomeEntries } from '../api/home-entries.ts';
import { HomeEntryModal } from '../components/home-entry-modal.tsx';
import { HomeEntryTable } from '../components/home-entry-table.tsx';
import { HomeLayoutNotice } from '../components/home-layout-notice.tsx';
import { layoutShows } from '../model/layout-notice.ts';
import '../messages.ts';

/**
 * 首页配置: the banners and entry tiles of the donor app's home and index layouts. One installation
 * serves one institution, so these are its entries. The page says which layout the donor app shows
 * now and warns when it leaves out what is edited here (a save then says it is not seen).
 */
export default function HomePage() {
  const { t } = useTranslation();
  const entries = useHomeEntries();
  const [editing, setEditing] = useState<{ kind: THomeEntryKind; row: THomeEntryRow | null } | null>(null);
  const rows = entries.data?.rows ?? [];
  const layout = entries.data?.layout;
  const ofKind = (kind: THomeEntryKind) => rows.filter((row) => row.kind === kind);
  const shown = (kind: THomeEntryKind) => (layout ? layoutShows(layout, kind) : true);

  return (
    <PageFrame title={t('home.title')}>
      <Typography.Paragraph type="secondary">{t('home.hint')}</Typography.Paragraph>
      {entries.isError && !entries.data ? (
        <LoadError error={entries.error} onRetry={() => void entries.refetch()} />
      ) : (
        <>
          {layout && <HomeLayoutNotice layout={layout} />}
          {(['banner', 'tile'] as const).map((kind) => (
            <HomeEntryTable
              key={kind}
              kind={kind}
              rows={ofKind(kind)}
              shown={shown(kind)}
              loading={entries.isFetching}
              edit={setEditing}
            />
          ))}
        </>
      )}
      <HomeEntryModal target={editing} rows={rows} onClose={() => setEditing(null)} />
    </PageFrame>
  );
}
