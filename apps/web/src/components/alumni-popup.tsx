import { DEFAULT_THEME_COLOR } from '@alma/shared/constants/institution';
import { Popup } from 'antd-mobile';
import { createElement, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '../i18n/register-messages.ts';
import { type AlumniLaunch, launchModeOf, useAlumniLaunch } from '../lib/donate-permission.ts';
import { InstitutionContext } from '../lib/institution-context.ts';

const zh = {
  title: '温馨提示',
  notAlumni: '本次项目筹款只面向“校友”用户开放，非校友不能捐赠！',
  launch: '校友认证登录',
  needsWechat: '请在微信中打开本页面，通过校友小程序完成认证后再捐赠。',
  close: '我知道了',
};
const en: typeof zh = {
  title: 'Notice',
  notAlumni: 'This project is open to alumni users only; non-alumni cannot donate!',
  launch: 'Alumni login',
  needsWechat: 'Open this page in WeChat and verify in the alumni mini-program before donating.',
  close: 'Got it',
};
registerMessages('alumni', zh, en);

/** The parts of the WeChat JS-SDK the launch button uses, when a page has loaded it. */
type WxSdk = {
  config?: unknown;
  miniProgram?: { navigateTo?: (options: { url: string }) => void };
};

function wxSdk(): WxSdk | undefined {
  return (window as unknown as { wx?: WxSdk }).wx;
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The open tag's template is drawn by WeChat, out of reach of the page's CSS variables. */
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

function LaunchButton({ launch }: { launch: AlumniLaunch | null }) {
  const { t } = useTranslation();
  const themeColor = useContext(InstitutionContext)?.themeColor ?? '';
  const sdk = wxSdk();
  const mode = launch
    ? launchModeOf(navigator.userAgent, {
        miniProgram: typeof sdk?.miniProgram?.navigateTo === 'function',
        openTag: sdk?.config !== undefined,
      })
    : 'unavailable';

  if (launch && mode === 'miniProgram') {
    const go = () => sdk?.miniProgram?.navigateTo?.({ url: `/${launch.path.replace(/^\//, '')}` });
    return (
      <button type="button" className="alma-button is-primary" onClick={go}>
        {t('alumni.launch')}
      </button>
    );
  }
  if (launch && mode === 'openTag') {
    // WeChat draws the tag's template itself; React only places the element.
    const colour = HEX_COLOUR.test(themeColor) ? themeColor : DEFAULT_THEME_COLOR;
    const template = `<button style="padding:8px 20px;border:0;border-radius:18px;background:${colour};color:#fff;font-size:14px">${escapeAttribute(t('alumni.launch'))}</button>`;
    return createElement(
      'wx-open-launch-weapp',
      { appid: launch.appid, username: launch.originalId, path: launch.path },
      createElement('script', { type: 'text/wxtag-template' }, template),
    );
  }
  return (
    <>
      <button
        type="button"
        className="alma-button is-primary"
        disabled
        data-testid="alumni-launch"
        style={{ opacity: 0.45, cursor: 'not-allowed' }}
      >
        {t('alumni.launch')}
      </button>
      <p style={{ margin: 0, fontSize: 12, color: '#999' }}>{t('alumni.needsWechat')}</p>
    </>
  );
}

/**
 * Doc 1 §4 / doc 2 §8: a project open to alumni only refuses everyone else with this pop-up and
 * offers the alumni login of the association's mini-program. Outside WeChat (or before the page
 * has the JS-SDK) nothing can open a mini-program, so the button is disabled and says why.
 */
export function AlumniPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const launch = useAlumniLaunch(visible);
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <section
        className="alumni-popup"
        role="dialog"
        aria-label={t('alumni.title')}
        data-testid="alumni-popup"
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap: 12,
          padding: '20px 16px 28px',
          textAlign: 'center',
        }}
      >
        <h3 style={{ margin: 0, fontSize: 17 }}>{t('alumni.title')}</h3>
        <p style={{ margin: 0, lineHeight: 1.6 }}>{t('alumni.notAlumni')}</p>
        <LaunchButton launch={launch.data ?? null} />
        <button type="button" className="alma-button" onClick={onClose}>
          {t('alumni.close')}
        </button>
      </section>
    </Popup>
  );
}
