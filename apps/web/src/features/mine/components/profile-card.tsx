import type { TUserCenter } from '@alma/shared/api/user-center';
import { displayNickname } from '@alma/shared/validation/display';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isMiniProgram, isWechatBrowser } from '../../../lib/device.ts';
import { InstitutionContext } from '../../../lib/institution-context.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { offersWechatProfile, promptsBindMobile } from '../model/mine-view.ts';
import { BindMobilePopup } from './bind-mobile-popup.tsx';
import { NicknameDialog } from './nickname-dialog.tsx';

function DefaultAvatar() {
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
      <circle cx="32" cy="32" r="32" fill="#e9e9e9" />
      <circle cx="32" cy="25" r="11" fill="#c4c4c4" />
      <path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#c4c4c4" />
    </svg>
  );
}

/** Avatar (to the editor), nickname with its edit dialog, bind-mobile prompt and dialog, thank-you line. */
export function ProfileCard({ user, foundationTitle }: { user: TUserCenter; foundationTitle: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [binding, setBinding] = useState(false);
  const name = displayNickname(user.nickname, currentLanguage());
  // Whether the server signs donors in through the real WeChat official account (doc 1 §4).
  const wechatAuthorise = useContext(InstitutionContext)?.wechatAuthorise === true;

  return (
    <section className="mine-profile" data-testid="mine-profile">
      <div className="mine-profile-row">
        <button
          type="button"
          className="mine-avatar"
          aria-label={t('mine.avatar')}
          onClick={() => navigate('/cut')}
        >
          {user.avatar ? <img src={user.avatar} alt="" width={64} height={64} /> : <DefaultAvatar />}
        </button>
        <div className="mine-identity">
          <div className="mine-name-row">
            <h1 className="mine-nickname" data-testid="mine-nickname">
              {name}
            </h1>
            <button
              type="button"
              className="mine-edit"
              aria-label={t('mine.editNickname')}
              onClick={() => setEditing(true)}
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path d="M4 20h4L19 9l-4-4L4 16v4z" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </div>
          <p className="mine-thanks" data-testid="mine-thanks">
            {foundationTitle ? t('mine.thanks', { title: foundationTitle }) : t('mine.thanksPlain')}
          </p>
        </div>
      </div>
      {offersWechatProfile(user, {
        wechatAuthorise,
        inOfficialAccount: inOfficialAccount(),
      }) ? (
        <div className="mine-bind" data-testid="mine-wechat-profile">
          <span>{t('mine.wechatProfile.text')}</span>
          <button type="button" className="alma-button is-primary" onClick={() => void askWechatForProfile()}>
            {t('mine.wechatProfile.action')}
          </button>
        </div>
      ) : null}
      {promptsBindMobile(user) ? (
        <div className="mine-bind" data-testid="mine-bind-mobile">
          <span>{t('mine.bindMobile.text')}</span>
          <button type="button" className="alma-button is-primary" onClick={() => setBinding(true)}>
            {t('mine.bindMobile.action')}
          </button>
        </div>
      ) : null}
      <BindMobilePopup visible={binding} onClose={() => setBinding(false)} />
      <NicknameDialog
        visible={editing}
        initial={user.nickname.trim() === name ? user.nickname : ''}
        onClose={() => setEditing(false)}
      />
    </section>
  );
}

/**
 * The official account's page, not the mini-program's web view (lib/wechat-auth.ts's test, kept
 * here so this screen does not pull the sign-in code into a chunk of its own).
 */
const inOfficialAccount = () => isWechatBrowser(navigator.userAgent) && !isMiniProgram(navigator.userAgent);

/** Leaves for WeChat's consent sheet (snsapi_userinfo); the sign-in code loads on the tap. */
async function askWechatForProfile(): Promise<void> {
  const { authoriseForProfile } = await import('../../../app/wechat-authorise.ts');
  await authoriseForProfile();
}
