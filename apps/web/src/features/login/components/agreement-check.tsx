import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../../../components/rich-html.tsx';

/**
 * The tick every login needs (doc 3 §5) and the agreement popup (doc 3 §2). The link sits outside
 * the checkbox's label, so reading the agreement does not tick it.
 */
export function AgreementCheck({
  checked,
  onChange,
  title,
  content,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  title: string;
  content: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const shownTitle = title || t('login.agree.fallbackTitle');
  return (
    <div className="login-agree">
      {/* A native checkbox: antd-mobile's hides its input from screen readers. */}
      <label className="login-agree-label">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          data-testid="login-agree"
        />
        <span>{t('login.agree.prefix')}</span>
      </label>
      <button type="button" className="login-agree-link" onClick={() => setOpen(true)}>
        {t('login.agree.link', { title: shownTitle })}
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="login-agree-popup"
        destroyOnClose
      >
        <section role="dialog" aria-label={shownTitle} data-testid="login-agree-popup">
          <h2>{shownTitle}</h2>
          <RichHtml className="login-agree-content" html={content} />
          <button type="button" className="login-submit" onClick={() => setOpen(false)}>
            {t('login.agree.close')}
          </button>
        </section>
      </Popup>
    </div>
  );
}
