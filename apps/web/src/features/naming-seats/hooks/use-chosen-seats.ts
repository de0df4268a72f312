import { SEAT_NAMING_MAX, type TSeat } from '@alma/shared/api/naming';
import type { TFunction } from 'i18next';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type DraftSeat, readDraft, startDraft } from '../../../lib/naming-draft.ts';
import { useNamingFlow } from '../../../lib/naming-flow.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  choosePeriod,
  chosenSummary,
  confirmCheck,
  reconcileChosen,
  removeSeat,
  toggleSeat,
} from '../model/chosen-seats.ts';
import { namingFormPath } from '../model/route-query.ts';

/** Doc 2 §9: toasts last 1 s. */
const TOAST_MS = 1000;

/** Back from the form (or a reload after it): the project's draft's seats are chosen again. */
function draftSeats(itemsId: number): DraftSeat[] {
  const draft = readDraft(itemsId);
  return draft?.namingType === 1 ? draft.seats : [];
}

function chosenToast(chosen: DraftSeat[], t: TFunction): string {
  const { labels, more } = chosenSummary(chosen);
  if (labels.length === 0) return t('namingSeats.noneChosen');
  const list = labels.join(t('namingSeats.listSeparator'));
  return more > 0
    ? t('namingSeats.chosenToastMore', { list, count: chosen.length })
    : t('namingSeats.chosenToast', { list });
}

/**
 * The chosen seats of the screen, across areas (doc 2 §4.4): toggling with the toast that lists
 * them (doc 4 §4), the periods, and the confirm that stores the draft and opens the naming form.
 */
export function useChosenSeats(itemsId: number) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = useNamingFlow();
  const [chosen, setChosen] = useState<DraftSeat[]>(() => draftSeats(itemsId));
  const [flaggedId, setFlaggedId] = useState<number | null>(null);
  const chosenIds = useMemo(() => new Set(chosen.map((seat) => seat.seatId)), [chosen]);

  const toggle = (seat: TSeat, areaId: number) => {
    const result = toggleSeat(chosen, seat, areaId);
    if (result.change === 'full') {
      void showToast(t('namingSeats.tooMany', { max: SEAT_NAMING_MAX }), TOAST_MS);
      return;
    }
    setChosen(result.chosen);
    void showToast(chosenToast(result.chosen, t), TOAST_MS);
  };

  /** 'N seats together': each of them chosen (as far as the limit allows), one toast for all. */
  const chooseMany = (seats: readonly TSeat[], areaId: number) => {
    let next: DraftSeat[] = chosen;
    for (const seat of seats) {
      const result = toggleSeat(next, seat, areaId);
      if (result.change === 'full') {
        void showToast(t('namingSeats.tooMany', { max: SEAT_NAMING_MAX }), TOAST_MS);
        return;
      }
      next = result.chosen;
    }
    setChosen(next);
    void showToast(chosenToast(next, t), TOAST_MS);
  };

  const remove = (seatId: number) => setChosen((list) => removeSeat(list, seatId));

  const period = (seatId: number, termYear: number | null) => {
    setChosen((list) => choosePeriod(list, seatId, termYear));
    if (termYear !== null && seatId === flaggedId) setFlaggedId(null);
  };

  /** Fresh seats of an area: seats others took meanwhile are no longer chosen. */
  const reconcile = useCallback(
    (areaId: number, seats: readonly TSeat[]) => setChosen((list) => reconcileChosen(list, areaId, seats)),
    [],
  );

  const confirm = () => {
    const check = confirmCheck(chosen);
    if (!check.ok) {
      if (check.problem === 'noPeriod') setFlaggedId(check.seatId);
      void showToast(
        t(check.problem === 'noSeat' ? 'namingSeats.chooseSeat' : 'namingSeats.choosePeriod'),
        TOAST_MS,
      );
      return;
    }
    startDraft({ itemsId, namingType: 1, seats: chosen, books: [] });
    navigate(namingFormPath(itemsId, flow));
  };

  return { chosen, chosenIds, flaggedId, toggle, chooseMany, remove, period, reconcile, confirm };
}
