import { useTranslation } from 'react-i18next';
import { PointerArrow } from '../../../components/share-overlay.tsx';
import '../messages.ts';

/** WeChat will not open Alipay: the donor reopens this page in the phone's browser (doc 3 §2). */
export function WechatOpenGuide() {
  const { t } = useTranslation();
  return (
    <section className="handoff-guide" data-testid="alipay-wechat-guide">
      <PointerArrow />
      <h1>{t('payment.alipay.wechatTitle')}</h1>
      <ol>
        <li>{t('payment.alipay.wechatStep1')}</li>
        <li>{t('payment.alipay.wechatStep2')}</li>
        <li>{t('payment.alipay.wechatStep3')}</li>
      </ol>
      <p className="handoff-waiting">{t('payment.alipay.waiting')}</p>
    </section>
  );
}
