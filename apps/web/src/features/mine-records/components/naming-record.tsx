import type { TNamingRecord } from '@alma/shared/api/naming';
import { trimWireDate } from '@alma/shared/dates/wire-date';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nameplateAddress, namingValidity, projectAddress, yuanText } from '../rules/records-view.ts';
import { InstallProgress } from './install-progress.tsx';

/**
 * One of my naming orders (doc 2 §3 "Naming record"): the project (a tap opens it), time and
 * amount, then each named seat or book with its period and how long it stays named, a link to its
 * nameplate, and for a seat the plaque's install progress and photo (issue 14).
 */
export function NamingRecord({ record }: { record: TNamingRecord }) {
  const { t } = useTranslation();
  return (
    <li className="records-group naming-record" data-testid="naming-record">
      <Link className="records-link naming-record-head" to={projectAddress(record.itemsId)}>
        <span className="records-body">
          <span className="records-main">
            <span className="records-name" data-testid="naming-record-project">
              {record.itemsName}
            </span>
            <b className="records-amount" data-testid="naming-record-amount">
              {yuanText(record.donateMoney)}
            </b>
          </span>
          <span className="records-meta">
            <time data-testid="naming-record-time">{trimWireDate(record.donateTime, 16)}</time>
            <span>{t(`mineRecords.naming.kind.${record.objectKind}`)}</span>
          </span>
        </span>
      </Link>
      <ul className="naming-record-objects">
        {record.donateSeatList.map((object) => {
          const validity = namingValidity(object.expireDate);
          return (
            // An order names each seat or book once, so its label is its identity here.
            <li key={object.seat} className="naming-record-object" data-testid="naming-record-object">
              <span className="naming-record-seat">{object.seat}</span>
              {/* A permanent naming says so once: its period would only repeat 永久. */}
              {object.termName && validity.kind === 'until' ? (
                <span className="naming-record-term">{object.termName}</span>
              ) : null}
              <span
                className={
                  validity.kind === 'permanent'
                    ? 'naming-record-validity is-permanent'
                    : 'naming-record-validity'
                }
                data-testid="naming-record-validity"
              >
                {validity.kind === 'permanent'
                  ? t('mineRecords.naming.permanent')
                  : t('mineRecords.naming.until', { date: validity.date })}
              </span>
              {object.claimId ? (
                <Link
                  className="naming-record-plaque"
                  to={nameplateAddress(record.namingType, object.claimId)}
                  data-testid="naming-record-plaque"
                >
                  {t('mineRecords.naming.plaque')}
                </Link>
              ) : null}
              {object.install ? <InstallProgress install={object.install} seat={object.seat} /> : null}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
