import type { TCertificateStayRow } from '@alma/shared/api/certificates';
import { trimWireDate } from '@alma/shared/dates/wire-date';
import { formatYuan } from '@alma/shared/money/money';
import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '../i18n/register-messages.ts';
import { showToast } from '../lib/toast.ts';
import './donation-pick-popup.css';

registerMessages(
  'donationPick',
  {
    all: '全选',
    next: '下一步',
    close: '关闭',
    empty: '暂无可申请的捐赠',
    selectItems: '请选择项目',
    count: '已选 {{count}} 项',
  },
  {
    all: 'Select all',
    next: 'Next',
    close: 'Close',
    empty: 'No donations to apply for',
    selectItems: 'Please select items',
    count: '{{count}} selected',
  },
);

/** A stay row of either list (doc 3 §3): certificate/stay/page and receipt/stay/page answer alike. */
export type PickRow = Pick<
  TCertificateStayRow,
  'id' | 'donateId' | 'itemsName' | 'donateMoney' | 'donateTime' | 'thumbnailImg'
>;

type Props = {
  open: boolean;
  title: string;
  rows: readonly PickRow[] | undefined;
  failed: boolean;
  onRetry: () => void;
  onClose: () => void;
  /** The chosen rows' donateId, what both insert calls name. */
  onNext: (donateIds: number[]) => void;
  testId: string;
};

const TOAST_MS = 1000;

/**
 * The first step of applying for a paper certificate or a receipt (doc 3 §2, §4): the donations
 * still waiting for one, with checkboxes; Next with nothing chosen says 请选择项目 (doc 3 §5).
 */
export function DonationPickPopup({ open, title, rows, failed, onRetry, onClose, onNext, testId }: Props) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const list = rows ?? [];
  const allChosen = list.length > 0 && list.every((row) => chosen.has(row.donateId));
  const toggle = (donateId: number) => {
    const next = new Set(chosen);
    if (!next.delete(donateId)) next.add(donateId);
    setChosen(next);
  };
  const next = () => {
    // Rows that left the list since (applied for elsewhere) are not sent.
    const ids = list.filter((row) => chosen.has(row.donateId)).map((row) => row.donateId);
    if (ids.length === 0) void showToast(t('donationPick.selectItems'), TOAST_MS);
    else onNext(ids);
  };

  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="pick-popup">
      <section className="pick-sheet" role="dialog" aria-labelledby={`${testId}-title`} data-testid={testId}>
        <header className="pick-head">
          <h2 id={`${testId}-title`}>{title}</h2>
          <button type="button" className="pick-close" aria-label={t('donationPick.close')} onClick={onClose}>
            ×
          </button>
        </header>
        {failed && !rows ? (
          <button type="button" className="alma-button pick-retry" onClick={onRetry}>
            {t('common.retry')}
          </button>
        ) : null}
        {!rows && !failed ? <p className="alma-loading">{t('common.loading')}</p> : null}
        {rows && list.length === 0 ? <p className="pick-empty">{t('donationPick.empty')}</p> : null}
        <ul className="pick-rows">
          {list.map((row) => (
            <li key={row.donateId}>
              <label className="pick-row" data-testid={`${testId}-row`}>
                <input
                  type="checkbox"
                  checked={chosen.has(row.donateId)}
                  onChange={() => toggle(row.donateId)}
                />
                {row.thumbnailImg ? <img src={row.thumbnailImg} alt="" width={44} height={44} /> : null}
                <span className="pick-text">
                  <span className="pick-name">{row.itemsName}</span>
                  <span className="pick-meta">
                    <b>¥{formatYuan(row.donateMoney)}</b>
                    <time>{trimWireDate(row.donateTime, 16)}</time>
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        <footer className="pick-foot">
          <label className="pick-all">
            <input
              type="checkbox"
              checked={allChosen}
              disabled={list.length === 0}
              onChange={() => setChosen(allChosen ? new Set() : new Set(list.map((row) => row.donateId)))}
            />
            {t('donationPick.all')}
          </label>
          <span className="pick-count">{t('donationPick.count', { count: chosen.size })}</span>
          <button
            type="button"
            className="alma-button is-primary"
            data-testid={`${testId}-next`}
            onClick={next}
          >
            {t('donationPick.next')}
          </button>
        </footer>
      </section>
    </Popup>
  );
}
