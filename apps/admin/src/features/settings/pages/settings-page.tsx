import { Card, Skeleton, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useMayCall } from '../../../lib/session.ts';
import { useInstitutionSettings } from '../api/settings.ts';
import { AppearanceSettingsTab } from '../components/appearance-settings-tab.tsx';
import { BaseSettingsTab } from '../components/base-settings-tab.tsx';
import { MiniProgramSettingsTab } from '../components/mini-program-settings-tab.tsx';
import { ReceiptSettingsTab } from '../components/receipt-settings-tab.tsx';
import '../messages.ts';

const TABS = ['base', 'receipt', 'appearance', 'miniProgram'] as const;
type Tab = (typeof TABS)[number];
const SAVE_ROUTE: Record<Tab, string> = {
  base: 'PUT /settings/base',
  receipt: 'PUT /settings/receipt',
  appearance: 'PUT /settings/appearance',
  miniProgram: 'PUT /settings/mini-program',
};

/**
 * 机构设置: what the donor app shows of the foundation, in four parts that each save on their own
 * (`?tab=` keeps the open one). Every part is shown to whoever may read the settings; a part the role
 * may not save is read-only. Without a tab in the address, the first part the role may save opens.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const mayCall = useMayCall();
  const settings = useInstitutionSettings();
  const [params, setParams] = useSearchParams();
  const asked = TABS.find((tab) => tab === params.get('tab'));
  const active = asked ?? TABS.find((tab) => mayCall(SAVE_ROUTE[tab])) ?? 'base';
  const editable = (tab: Tab) => mayCall(SAVE_ROUTE[tab]);

  let body: ReactNode;
  if (settings.isError && !settings.data) {
    body = <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  } else if (!settings.data) {
    body = (
      <Card data-testid="settings-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  } else {
    const data = settings.data;
    body = (
      <Tabs
        activeKey={active}
        onChange={(key) =>
          setParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              next.set('tab', key);
              return next;
            },
            { replace: true },
          )
        }
        items={[
          {
            key: 'base',
            label: t('settings.tabBase'),
            children: <BaseSettingsTab saved={data.base} editable={editable('base')} />,
          },
          {
            key: 'receipt',
            label: t('settings.tabReceipt'),
            children: <ReceiptSettingsTab saved={data.receipt} editable={editable('receipt')} />,
          },
          {
            key: 'appearance',
            label: t('settings.tabAppearance'),
            children: (
              <AppearanceSettingsTab
                saved={data.appearance}
                fileDefaults={data.fileDefaults}
                editable={editable('appearance')}
              />
            ),
          },
          {
            key: 'miniProgram',
            label: t('settings.tabMiniProgram'),
            children: <MiniProgramSettingsTab saved={data.miniProgram} editable={editable('miniProgram')} />,
          },
        ]}
      />
    );
  }

  return (
    <PageFrame
      title={t('menu.settings')}
      extra={
        settings.data?.updatedAt && (
          <Typography.Text type="secondary">
            {t('settings.updatedAt', { time: settings.data.updatedAt.slice(0, 16) })}
          </Typography.Text>
        )
      }
    >
      {body}
    </PageFrame>
  );
}
