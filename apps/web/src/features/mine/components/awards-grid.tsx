import type { TAward } from '@alma/shared/api/user-center';
import { DEFAULT_AWARD_COUNT } from '@alma/shared/constants/limits';
import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { earnedCount, showsDefaultAwards } from '../model/mine-view.ts';

const DEFAULT_KEYS = ['d1', 'd2', 'd3', 'd4', 'd5'].slice(0, DEFAULT_AWARD_COUNT);

function Badge({ picture, lit }: { picture: string; lit: boolean }) {
  return (
    <span className={lit ? 'mine-badge is-lit' : 'mine-badge'} aria-hidden="true">
      {picture ? <img src={picture} alt="" width={48} height={48} loading="lazy" /> : null}
    </span>
  );
}

/**
 * Earned over total, the explanation dialog (awardExplain), and the awards; a donor who has
 * earned nothing yet sees five default titles, which explain how awards are earned when tapped.
 */
export function AwardsGrid({ awards, explain }: { awards: TAward[]; explain: string }) {
  const { t } = useTranslation();
  const [explaining, setExplaining] = useState(false);
  const defaults = showsDefaultAwards(awards);

  return (
    <section className="mine-awards" data-testid="mine-awards">
      <header className="mine-awards-head">
        <h2>{t('mine.awards.title')}</h2>
        <span className="mine-awards-count" data-testid="mine-awards-count">
          {earnedCount(awards)}/{awards.length}
        </span>
        <button type="button" className="mine-awards-explain" onClick={() => setExplaining(true)}>
          {t('mine.awards.explain')}
        </button>
      </header>
      <ul className="mine-awards-grid">
        {defaults
          ? DEFAULT_KEYS.map((key) => (
              <li key={key} data-testid="mine-award-default">
                <button type="button" className="mine-award" onClick={() => setExplaining(true)}>
                  <Badge picture="" lit={false} />
                  <span>{t(`mine.awards.defaults.${key}`)}</span>
                </button>
              </li>
            ))
          : awards.map((award) => (
              <li key={award.id} data-testid="mine-award">
                <Link
                  className="mine-award"
                  to={`/award?id=${award.id}`}
                  data-earned={award.recordCount > 0 ? '1' : '0'}
                >
                  <Badge picture={award.picture} lit={award.recordCount > 0} />
                  <span>{award.name}</span>
                </Link>
              </li>
            ))}
      </ul>
      <Dialog
        visible={explaining}
        title={t('mine.awards.explain')}
        content={<div className="mine-awards-explain-text">{explain || t('mine.awards.noExplain')}</div>}
        closeOnAction
        onClose={() => setExplaining(false)}
        actions={[{ key: 'close', text: t('mine.awards.close') }]}
      />
    </section>
  );
}
