import { NAMING_STATUS } from '@alma/shared/naming-map/naming-status';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSeatDetail } from '../api/get-seat-detail.ts';
import { useStartNaming } from '../hooks/use-start-naming.ts';
import { CAMPAIGNS } from '../model/campaigns.ts';
import { dayOf, introField, introLines } from '../model/tree-intro.ts';
import '../messages.ts';
import '../campaign-maps.css';

const SEAT_ID = /^[1-9]\d{0,9}$/;

/**
 * tree-naming-hhu/detail?from=map&id={seatId} (doc 4 §2.3): a tree's 名称, 位置, 科属, 生长习性 and
 * 照片; a named tree's donor, day and message; a free tree's 我要认捐, which opens the naming form
 * through the draft — for the riverside trees the institution sends it on to tree-naming-hhu/form
 * (doc 4 §2.3, its config's namingFormRedirects), where the donor signs the agreement, then pays.
 */
export default function HhuDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const text = params.get('id');
  const seatId = text !== null && SEAT_ID.test(text) ? Number(text) : null;
  const detail = useSeatDetail(seatId);
  const startNaming = useStartNaming();
  // Any seat id answers getSeatDetail; only the hhu campaign's trees are shown (and named) here,
  // never another project's seat dressed as a blank tree with 我要认捐.
  const tree = detail.data?.itemsId === CAMPAIGNS.hhu.itemsId ? detail.data : undefined;
  const foreign = detail.data !== undefined && tree === undefined;
  const back = () => {
    if (params.get('from') === 'map') void navigate(-1);
    else void navigate('/tree-naming-hhu');
  };

  if (seatId === null || detail.isError || foreign)
    return (
      <main className="cm-detail">
        <section className="alma-notice" role="alert" data-testid="hhu-detail-error">
          <p>{t('campaignMaps.hhu.missing')}</p>
          <button type="button" className="alma-button" onClick={back}>
            {t('campaignMaps.back')}
          </button>
        </section>
      </main>
    );
  if (!tree) return <p className="cm-loading">{t('campaignMaps.loading')}</p>;

  const lines = introLines(tree.seatIntro);
  const rows: [string, string, string][] = [
    ['name', t('campaignMaps.hhu.name'), tree.seatName],
    ['place', t('campaignMaps.hhu.place'), introField(lines, '位置')],
    ['family', t('campaignMaps.hhu.family'), introField(lines, '科属')],
    ['habit', t('campaignMaps.hhu.habit'), introField(lines, '生长习性')],
  ];
  const named = tree.status === NAMING_STATUS.named;
  return (
    <main className="cm-detail" data-testid="hhu-detail" data-status={tree.status}>
      <header className="cm-bar">
        <button type="button" className="cm-back" data-testid="campaign-map-back" onClick={back}>
          {t('campaignMaps.back')}
        </button>
        <h1 className="cm-caption">{t('campaignMaps.hhu.title')}</h1>
      </header>
      <dl className="cm-detail-rows">
        {rows.map(([key, title, value]) => (
          <div key={key} className="cm-row" data-testid={`hhu-detail-${key}`}>
            <dt className="cm-row-title">{title}</dt>
            <dd className="cm-row-text">{value || '—'}</dd>
          </div>
        ))}
        <div className="cm-row" data-testid="hhu-detail-photo">
          <dt className="cm-row-title">{t('campaignMaps.hhu.photo')}</dt>
          <dd className="cm-row-text">
            {tree.seatImg ? <img className="cm-detail-photo" src={tree.seatImg} alt={tree.seatName} /> : '—'}
          </dd>
        </div>
        {named ? (
          <>
            <div className="cm-row" data-testid="hhu-detail-donor">
              <dt className="cm-row-title">{t('campaignMaps.hhu.donor')}</dt>
              <dd className="cm-row-text">{tree.donorName}</dd>
            </div>
            <div className="cm-row" data-testid="hhu-detail-date">
              <dt className="cm-row-title">{t('campaignMaps.hhu.date')}</dt>
              <dd className="cm-row-text">{dayOf(tree.donateTime)}</dd>
            </div>
            <div className="cm-row" data-testid="hhu-detail-message">
              <dt className="cm-row-title">{t('campaignMaps.hhu.message')}</dt>
              <dd className="cm-row-text">{tree.donationMessage}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {tree.status === NAMING_STATUS.free ? (
        <button
          type="button"
          className="alma-button is-primary cm-detail-go"
          data-testid="hhu-detail-donate"
          onClick={() => void startNaming(tree)}
        >
          {t('campaignMaps.hhu.donate')}
        </button>
      ) : null}
      {tree.status === NAMING_STATUS.held ? (
        <p className="cm-item-note">{t('campaignMaps.item.held')}</p>
      ) : null}
    </main>
  );
}
