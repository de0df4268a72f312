import { SEAT_AREA_TYPE, type TSeat, type TSeatArea, type TSeatList } from '@alma/shared/api/naming';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useNamingFlow } from '../../../lib/naming-flow.ts';
import { showToast } from '../../../lib/toast.ts';
import { hasToken } from '../../../lib/token-store.ts';
import { useAreaList } from '../api/get-area-list.ts';
import { useSeatList } from '../api/get-seat-list.ts';
import { AreaPicker } from '../components/area-picker.tsx';
import { ChosenPanel } from '../components/chosen-panel.tsx';
import { SeatLegend } from '../components/seat-legend.tsx';
import { SeatListArea } from '../components/seat-list-area.tsx';
import { SeatMap } from '../components/seat-map.tsx';
import { SeatSkeleton } from '../components/seat-skeleton.tsx';
import { TogetherPicker } from '../components/together-picker.tsx';
import { useChosenSeats } from '../hooks/use-chosen-seats.ts';
import { useFlowAlumniGate } from '../hooks/use-flow-alumni-gate.ts';
import { useNamedSeatDialog } from '../hooks/use-named-seat-dialog.tsx';
import { bestAvailable } from '../model/best-available.ts';
import { seatsOf, tapAction } from '../model/chosen-seats.ts';
import { pickArea, queryId } from '../model/route-query.ts';
import '../messages.ts';
import '../naming-seats.css';

/** Only a refused donor needs the pop-up (and antd-mobile): kept out of the chooser's chunk. */
const AlumniPopup = lazy(() =>
  import('../../../components/alumni-popup.tsx').then((module) => ({ default: module.AlumniPopup })),
);

/** Doc 2 §9: toasts last 1 s. */
const TOAST_MS = 1000;

/**
 * seat?id={itemsId}&areaId= (doc 2 §2.4, doc 4 §4): the area picker, the seat map (grid areas)
 * or list (list areas) with its legend, and the chosen seats with their periods. Visitors may
 * browse logged out; the naming form asks for the login. Inside an alumni-only campaign's flow
 * (seat-naming-jnu/seat) the donor logs in first, so the alumni check can run before choosing.
 */
export default function SeatPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const flow = useNamingFlow();
  const itemsId = queryId(params.get('id'));
  if (flow.alumniOnly && !hasToken()) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  }
  if (itemsId === null)
    return (
      <main className="seat-page">
        <LoadFailed testId="seat-error" />
      </main>
    );
  return <SeatScreen key={itemsId} itemsId={itemsId} />;
}

function SeatScreen({ itemsId }: { itemsId: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const areas = useAreaList(itemsId);
  const requested = queryId(params.get('areaId'));
  const area = pickArea(areas.data, requested);
  // The area the address names is read alongside the area list: one round trip less on a reload.
  const seats = useSeatList(area?.id ?? (areas.isPending ? requested : null));
  const choice = useChosenSeats(itemsId);
  const showNamed = useNamedSeatDialog();
  const gate = useFlowAlumniGate(itemsId, useNamingFlow());
  const { reconcile } = choice;

  const fresh = area && seats.data && seats.isSuccess ? seats.data : undefined;
  useEffect(() => {
    if (area && fresh) reconcile(area.id, seatsOf(fresh));
  }, [area, fresh, reconcile]);

  if (areas.isError) {
    const refused = areas.error instanceof ApiError;
    return (
      <main className="seat-page">
        <LoadFailed
          testId="seat-error"
          message={refused ? areas.error.message : undefined}
          onRetry={() => void areas.refetch()}
        />
      </main>
    );
  }
  if (!areas.data)
    return (
      <main className="seat-page">
        <SeatSkeleton withHeader />
      </main>
    );
  if (!area)
    return (
      <main className="seat-page">
        <p className="seat-empty" data-testid="seat-empty">
          {t('namingSeats.empty')}
        </p>
      </main>
    );

  const onSeatTap = (seat: TSeat) => {
    if (gate.refused) return gate.openPopup();
    const action = tapAction(seat);
    if (action === 'toggle') choice.toggle(seat, area.id);
    else if (action === 'showNamed') void showNamed(seat);
    else void showToast(t(action === 'held' ? 'namingSeats.held' : 'namingSeats.unavailable'), TOAST_MS);
  };

  const grid = fresh && fresh.type !== SEAT_AREA_TYPE.list ? fresh.twoArray : null;
  const pickTogether = (count: number) => {
    if (gate.refused) return gate.openPopup();
    const block = grid ? bestAvailable(grid, count, choice.chosenIds) : null;
    if (block) choice.chooseMany(block, area.id);
    else void showToast(t('namingSeats.together.none', { count }), TOAST_MS);
  };

  const chooseArea = (areaId: number) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        next.set('areaId', String(areaId));
        return next;
      },
      { replace: true },
    );

  return (
    <main className="seat-page" data-testid="seat-page">
      <header className="seat-head">
        <AreaPicker areas={areas.data} current={area} onChoose={chooseArea} />
      </header>
      <SeatLegend />
      {grid ? <TogetherPicker onPick={pickTogether} /> : null}
      <section className="seat-stage" key={area.id}>
        <AreaSeats
          area={area}
          list={seats.data && seats.isSuccess ? seats.data : undefined}
          error={seats.isError ? seats.error : null}
          onRetry={() => void seats.refetch()}
          chosenIds={choice.chosenIds}
          onSeatTap={onSeatTap}
        />
      </section>
      <ChosenPanel
        chosen={choice.chosen}
        flaggedId={choice.flaggedId}
        onRemove={choice.remove}
        onPeriod={choice.period}
        onConfirm={gate.refused ? gate.openPopup : choice.confirm}
      />
      {gate.refused ? (
        <Suspense fallback={null}>
          <AlumniPopup visible={gate.popupVisible} onClose={gate.closePopup} />
        </Suspense>
      ) : null}
    </main>
  );
}

type AreaSeatsProps = {
  area: TSeatArea;
  list: TSeatList | undefined;
  error: Error | null;
  onRetry: () => void;
  chosenIds: ReadonlySet<number>;
  onSeatTap: (seat: TSeat) => void;
};

/** One area's seats: a map for grids, a list for list areas; its own loading and failure. */
function AreaSeats({ area, list, error, onRetry, chosenIds, onSeatTap }: AreaSeatsProps) {
  const { t } = useTranslation();
  if (error)
    return (
      <LoadFailed
        testId="seat-error"
        message={error instanceof ApiError ? error.message : undefined}
        onRetry={onRetry}
      />
    );
  if (!list) return <SeatSkeleton />;
  if (list.type === SEAT_AREA_TYPE.list)
    return (
      <SeatListArea
        areaTitle={area.title}
        seats={list.oneArray}
        chosenIds={chosenIds}
        onSeatTap={onSeatTap}
      />
    );
  if (list.twoArray.length === 0) return <p className="seat-empty">{t('namingSeats.emptyArea')}</p>;
  return (
    <SeatMap
      areaId={area.id}
      areaTitle={area.title}
      twoArray={list.twoArray}
      chosenIds={chosenIds}
      onSeatTap={onSeatTap}
    />
  );
}
