import type { TGivingDayBoard } from '@alma/shared/api/giving-days';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTabs } from '../../../components/scroll-tabs.tsx';
import { BoardTable } from './board-table.tsx';

/** One tab per board; while staff have paused the boards under load, a short note instead. */
export function Leaderboards({ boards, paused }: { boards: TGivingDayBoard[]; paused: boolean }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  if (paused) {
    return (
      <section className="gd-card" data-testid="giving-day-boards">
        <h2>{t('givingDay.boards.title')}</h2>
        <p className="gd-muted">{t('givingDay.boards.paused')}</p>
      </section>
    );
  }
  if (boards.length === 0) return null;
  const board = boards.find((each) => each.key === chosen) ?? boards[0]!;
  return (
    <section className="gd-card" data-testid="giving-day-boards">
      <h2>{t('givingDay.boards.title')}</h2>
      {boards.length > 1 ? (
        <ScrollTabs
          items={boards.map((each) => ({ key: each.key, title: each.title }))}
          active={board.key}
          onChange={setChosen}
          label={t('givingDay.boards.title')}
        />
      ) : null}
      <BoardTable rows={board.rows} label={board.title} />
    </section>
  );
}
