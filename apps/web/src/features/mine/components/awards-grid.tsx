import type { TAward } from '@alma/shared/api/user-center';
import { DEFAULT_AWARD_COUNT } from '@alma/shared/constants/limits';
import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AwardBadge } from '../../../components/award-badge.tsx';
import { earnedCount, showsDefaultAwards } from '../model/mine-view.ts';

const DEFAULT_KEYS = ['d1', 'd2', 'd3', 'd4', 'd5'].slice(0, DEFAULT_AWARD_COUNT);

/**
 * Earned over total, the explanation dialog (awardExplain), and the awards; a donor who has
 * earned nothing yet sees five default titles, which explain how awards are earned when tapped.
 * Every badge has a picture (greyed until earned): the award's own, or for the defaults and an
 * award without one, the app's drawing (components/award-badge.tsx) — never an empty circle.
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
          ? DEFAULT_KEYS.map((key, index) => (
              <li key={key} data-testid="mine-award-default">
                <button type="button" className="mine-award" onClick={() => setExplaining(true)}>
                  <AwardBadge picture="" lit={false} variant={index} />
                  <span>{t(`mine.awards.defaults.${key}`)}</span>
                </button>
              </li>
            ))
          : awards.map((award, index) => (
              <li key={award.id} data-testid="mine-award">
                <Link
                  className="mine-award"
                  to={`/award?id=${award.id}`}
                  data-earned={award.recordCount > 0 ? '1' : '0'}
                >
                  <AwardBadge picture={award.picture} lit={award.recordCount > 0} variant={index} />
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
