import { Checkbox, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgreement } from '../api/get-agreement.ts';
import { AgreementHtml } from './agreement-html.tsx';

type Props = { checked: boolean; onChange: (checked: boolean) => void };

/** The agreement checkbox; its title opens baseConfig's agreement in a pop-up (doc 2 §2.1). */
export function AgreementRow({ checked, onChange }: Props) {
  const { t } = useTranslation();
  const agreement = useAgreement();
  const [open, setOpen] = useState(false);
  const title = agreement.data?.title ?? '';
  return (
    <div className="donate-agreement">
      <Checkbox checked={checked} onChange={onChange} data-testid="agree-checkbox">
        {t('donate.agree.prefix')}
      </Checkbox>
      <button type="button" className="donate-link" onClick={() => setOpen(true)} data-testid="agree-link">
        {t('donate.agree.title', { title })}
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        bodyStyle={{ maxHeight: '80vh', borderRadius: '12px 12px 0 0' }}
      >
        <section
          className="donate-agreement-popup"
          role="dialog"
          aria-label={title}
          data-testid="agree-popup"
        >
          <h3 className="donate-agreement-title">{title}</h3>
          <AgreementHtml html={agreement.data?.content ?? ''} />
          <button type="button" className="alma-button is-primary" onClick={() => setOpen(false)}>
            {t('donate.agree.close')}
          </button>
        </section>
      </Popup>
    </div>
  );
}
