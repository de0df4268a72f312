import type { THomeEntryKind, THomeLayoutInUse } from '@alma/shared/admin-api/home';
import { Alert, Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguageSetting } from '../../../lib/language-context.ts';
import { useMayCall } from '../../../lib/session.ts';
import { layoutNoticeOf } from '../model/layout-notice.ts';

/** Where the layout is chosen: 机构设置's appearance tab. */
export const LAYOUT_SETTING_PATH = '/settings?tab=appearance';

/**
 * Which home layout the donor app shows now, in words, and what it shows. A layout that leaves out
 * banners or tiles is a warning (edits here would not be seen), with the way to switch: a link to
 * the setting for those who may change it, otherwise whom to ask.
 */
export function HomeLayoutNotice({ layout }: { layout: THomeLayoutInUse }) {
  const { t } = useTranslation();
  const { language } = useLanguageSetting();
  const mayCall = useMayCall();
  const navigate = useNavigate();
  const notice = layoutNoticeOf(layout, language);
  const kindWord = (kind: THomeEntryKind) => t(kind === 'banner' ? 'home.kindBanner' : 'home.kindTile');
  const warn = notice.hidden.length > 0;
  const source = t(notice.source === 'setting' ? 'home.layoutFromSetting' : 'home.layoutFromFile');

  return (
    <Alert
      type={warn ? 'warning' : 'info'}
      showIcon
      data-testid="home-layout-notice"
      style={{ marginBottom: 16 }}
      title={
        <span>
          <Typography.Text strong>{t('home.layoutNow', { name: notice.name })}</Typography.Text>
          <Typography.Text type="secondary">{source}</Typography.Text>
        </span>
      }
      description={
        <>
          <div>{notice.about}</div>
          {warn && (
            <div data-testid="home-layout-warning">
              {t('home.layoutHidden', { kinds: notice.hidden.map(kindWord).join(t('home.kindsJoin')) })}
            </div>
          )}
          {!mayCall('PUT /settings/appearance') && (
            <Typography.Text type="secondary">{t('home.askAdministrator')}</Typography.Text>
          )}
        </>
      }
      action={
        mayCall('PUT /settings/appearance') && (
          <Button type={warn ? 'primary' : 'default'} onClick={() => void navigate(LAYOUT_SETTING_PATH)}>
            {t('home.changeLayout')}
          </Button>
        )
      }
    />
  );
}
