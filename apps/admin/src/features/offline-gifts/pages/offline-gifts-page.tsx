import { OFFLINE_METHODS } from '@alma/shared/admin-api/offline-gifts';
import { ZAdminPage } from '@alma/shared/admin-api/paging';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useSearchState } from '../../../lib/search-state.ts';
import { useMayCall } from '../../../lib/session.ts';
import { GiftsTab } from '../components/gifts-tab.tsx';
import { StatementImport } from '../components/statement-import.tsx';
import '../messages.ts';

const blank = (value: unknown) => (value === '' ? undefined : value);

/** The tab, filters and page live in the address. */
const ZAddress = ZAdminPage.extend({
  tab: z.preprocess(blank, z.enum(['list', 'import']).default('list')),
  itemsId: z.preprocess(blank, z.coerce.number().int().positive().optional()),
  method: z.preprocess(blank, z.enum(OFFLINE_METHODS).optional()),
  q: z.preprocess(blank, z.string().max(50).optional()),
});

/** 线下捐赠 (issue 21): gifts received outside the app, and claiming a bank statement's transfers. */
export default function OfflineGiftsPage() {
  const { t } = useTranslation();
  const mayImport = useMayCall()('POST /offline-gifts/statement');
  const [{ tab, ...query }, setQuery] = useSearchState(ZAddress);
  return (
    <PageFrame title={t('offlineGifts.title')}>
      <Tabs
        activeKey={tab === 'import' && mayImport ? 'import' : 'list'}
        onChange={(key) => setQuery({ tab: key === 'list' ? undefined : key })}
        items={[
          {
            key: 'list',
            label: t('offlineGifts.listTab'),
            children: <GiftsTab query={query} onQuery={(next) => setQuery(next)} />,
          },
          ...(mayImport
            ? [{ key: 'import', label: t('offlineGifts.importTab'), children: <StatementImport /> }]
            : []),
        ]}
      />
    </PageFrame>
  );
}
