import { formatYuan } from '@alma/shared/money/money';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '../i18n/register-messages.ts';
import type { MatchLine } from '../lib/gift-match.ts';
import './gift-match-note.css';

const zh = {
  estimate: '预计您的捐赠将获配捐 ¥{{money}}（{{sponsor}}）',
  held: '您的捐赠已获配捐 ¥{{money}}（{{sponsor}}）',
  batched: '您的捐赠将获{{sponsor}}按比例配捐，金额在 {{time}} 公平配捐窗口结束时确定',
  batchedSoon: '您的捐赠将获{{sponsor}}按比例配捐，金额在公平配捐窗口结束时确定',
  none: '本笔捐赠不获{{sponsor}}配捐',
  reason: {
    minimum: '低于最低配捐金额',
    donorGifts: '您今天获配捐的捐赠笔数已用完',
    giftCap: '每笔捐赠的配捐有上限（按比例应为 ¥{{full}}）',
    donorCap: '已达到您的配捐上限',
    pool: '配捐池即将用完，仅部分配捐',
  },
  /** The pool's reason when it matched nothing: it had nothing left. */
  poolSpent: '配捐池已用完',
  proRata: '开放初期的捐赠一起按比例配捐',
};

const en: typeof zh = {
  estimate: 'Estimate: your gift will be matched ¥{{money}} by {{sponsor}}',
  held: 'Your gift has been matched ¥{{money}} by {{sponsor}}',
  batched: 'Your gift will be matched by {{sponsor}} pro rata when the fair-release window ends at {{time}}',
  batchedSoon: 'Your gift will be matched by {{sponsor}} pro rata when the fair-release window ends',
  none: 'This gift is not matched by {{sponsor}}',
  reason: {
    minimum: 'It is below the minimum matched gift',
    donorGifts: "You have used today's matched gifts",
    giftCap: 'Matches are capped per gift (the ratio alone would give ¥{{full}})',
    donorCap: 'Your match limit is reached',
    pool: 'The pool is running out: only part of your gift is matched',
  },
  poolSpent: 'The pool has run out',
  proRata: 'Gifts of the first seconds are matched together, pro rata',
};

registerMessages('giftMatch', zh, en);

type Props = {
  lines: readonly MatchLine[];
  /** estimate: the form, before giving; held: the success page, what the order holds. */
  tense: 'estimate' | 'held';
  testId?: string;
};

/** A gift's matches in words: the sum and sponsor, and why a match is partial or still to come. */
export function GiftMatchNote({ lines, tense, testId }: Props) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <ul className="gift-match" data-testid={testId} aria-live="polite">
      {lines.map((line) => {
        const money = formatYuan(line.matchMoney);
        const headline =
          line.kind === 'batched'
            ? line.batchTime
              ? t('giftMatch.batched', { sponsor: line.sponsor, time: line.batchTime })
              : t('giftMatch.batchedSoon', { sponsor: line.sponsor })
            : line.kind === 'none'
              ? t('giftMatch.none', { sponsor: line.sponsor })
              : t(`giftMatch.${tense}`, { money, sponsor: line.sponsor });
        return (
          <li
            key={line.poolId}
            className={line.kind === 'none' ? 'gift-match-line is-none' : 'gift-match-line'}
          >
            <span>{headline}</span>
            {line.kind === 'none' && line.reason === 'pool' ? (
              <small>{t('giftMatch.poolSpent')}</small>
            ) : line.reason ? (
              <small>{t(`giftMatch.reason.${line.reason}`, { full: formatYuan(line.fullMoney) })}</small>
            ) : null}
            {line.proRata ? <small>{t('giftMatch.proRata')}</small> : null}
          </li>
        );
      })}
    </ul>
  );
}
