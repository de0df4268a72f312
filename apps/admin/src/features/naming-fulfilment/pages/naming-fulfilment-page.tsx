import { INSTALL_STATES } from '@alma/shared/admin-api/naming-fulfilment';
import { ZAdminPage } from '@alma/shared/admin-api/paging';
import { Form, Select, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ProjectSelect } from '../../../components/project-select.tsx';
import { useSearchState } from '../../../lib/search-state.ts';
import { useMayCall } from '../../../lib/session.ts';
import { HoldsTab } from '../components/holds-tab.tsx';
import { InstallsTab } from '../components/installs-tab.tsx';
import '../messages.ts';

const blank = (value: unknown) => (value === '' ? undefined : value);

/** The tab, its filters and page live in the address (a reload or a shared link shows the same). */
const ZAddress = ZAdminPage.extend({
  tab: z.preprocess(blank, z.enum(['holds', 'installs']).default('holds')),
  itemsId: z.preprocess(blank, z.coerce.number().int().positive().optional()),
  state: z.preprocess(blank, z.enum(INSTALL_STATES).optional()),
});

/** 锁定与安装 (issue 14): live holds with a manual release, and the plaques' install progress. */
export default function NamingFulfilmentPage() {
  const { t } = useTranslation();
  const mayCall = useMayCall();
  const [{ tab, itemsId, state, page, pageSize }, setQuery] = useSearchState(ZAddress);
  const showInstalls = tab === 'installs' && mayCall('GET /naming-installs');
  const onPage = (next: number, size: number) => setQuery({ page: next, pageSize: size });

  const filters = (
    <Form layout="inline" style={{ marginBottom: 16 }}>
      <Space wrap>
        {mayCall('GET /projects') ? (
          <Form.Item label={t('namingFulfilment.project')}>
            <ProjectSelect
              value={itemsId}
              placeholder={t('namingFulfilment.allProjects')}
              onChange={(value) => setQuery({ itemsId: value, page: undefined })}
            />
          </Form.Item>
        ) : null}
        {showInstalls ? (
          <Form.Item label={t('namingFulfilment.state')}>
            <Select
              allowClear
              value={state}
              placeholder={t('namingFulfilment.allStates')}
              style={{ width: 160 }}
              onChange={(value) => setQuery({ state: value, page: undefined })}
              options={INSTALL_STATES.map((value) => ({
                value,
                label: t(`namingFulfilment.states.${value}`),
              }))}
              data-testid="install-state-filter"
            />
          </Form.Item>
        ) : null}
      </Space>
    </Form>
  );

  return (
    <PageFrame title={t('namingFulfilment.title')}>
      <Tabs
        activeKey={showInstalls ? 'installs' : 'holds'}
        onChange={(key) =>
          setQuery({ tab: key === 'holds' ? undefined : key, page: undefined, state: undefined })
        }
        items={[
          {
            key: 'holds',
            label: t('namingFulfilment.holdsTab'),
            children: (
              <>
                {filters}
                <HoldsTab query={{ page, pageSize, itemsId }} onPage={onPage} />
              </>
            ),
          },
          ...(mayCall('GET /naming-installs')
            ? [
                {
                  key: 'installs',
                  label: t('namingFulfilment.installsTab'),
                  children: (
                    <>
                      {filters}
                      <InstallsTab query={{ page, pageSize, itemsId, state }} onPage={onPage} />
                    </>
                  ),
                },
              ]
            : []),
        ]}
      />
    </PageFrame>
  );
}
