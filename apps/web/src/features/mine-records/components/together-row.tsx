import type { TMyJoinRow, TMyTogetherRow } from '@alma/shared/api/user-records';
import { trimWireDate } from '@alma/shared/dates/wire-date';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  myJoinAmount,
  togetherAddress,
  togetherProgress,
  togetherRaised,
  yuanText,
} from '../rules/records-view.ts';

/** A fundraiser I started or joined; a tap opens its share page (doc 2 §2.7). */
export function TogetherRow({ row }: { row: TMyTogetherRow | TMyJoinRow }) {
  const { t } = useTranslation();
  const percent = togetherProgress(row);
  return (
    <li className="records-row" data-testid="together-row">
      <Link className="records-link" to={togetherAddress(row.id)}>
        <span className="records-body">
          <span className="records-main">
            <span className="records-name" data-testid="together-project">
              {row.itemsName}
            </span>
            <time className="records-meta">{trimWireDate(row.createDate, 10)}</time>
          </span>
          <span className="records-meta">
            <span data-testid="together-sponsor">
              {t('mineRecords.together.sponsor', { name: row.sponsor })}
            </span>
            <span>{t('mineRecords.together.participants', { count: row.participants })}</span>
          </span>
          {row.slogan ? <span className="records-slogan">{row.slogan}</span> : null}
          {percent === null ? null : (
            <span className="records-progress">
              <span
                className="records-progress-bar"
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                data-testid="together-progress"
              >
                <span style={{ width: `${percent}%` }} />
              </span>
              <span>{`${percent.toFixed(2)}%`}</span>
            </span>
          )}
          <span className="records-meta">
            <b className="records-amount" data-testid="together-raised">
              {t('mineRecords.together.raised', { value: togetherRaised(row) })}
            </b>
            <span>
              {percent === null
                ? t('mineRecords.together.noTarget')
                : t('mineRecords.together.target', { value: yuanText(row.targetMoney) })}
            </span>
          </span>
          {'myMoney' in row ? (
            <span className="records-meta">
              <b className="records-amount" data-testid="together-mine">
                {t('mineRecords.together.mine', { value: myJoinAmount(row) })}
              </b>
              <time>{trimWireDate(row.myDonateTime, 16)}</time>
            </span>
          ) : null}
          {row.isDonate === 0 ? (
            <span className="records-closed">{row.noReason || t('mineRecords.together.closed')}</span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
