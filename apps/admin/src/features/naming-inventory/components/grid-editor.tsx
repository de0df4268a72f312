import type { TAdminSeat, TSeatAreaSeats } from '@alma/shared/admin-api/naming-inventory';
import { App, Button, Card, InputNumber, Radio, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { useMayCall } from '../../../lib/session.ts';
import { useAreaSeats, useSaveGrid } from '../api/seat-areas.ts';
import {
  cellKey,
  draftOf,
  type GridDraft,
  gridWrite,
  kindAt,
  resize,
  sameDraft,
  seatNumbers,
  seatsByCell,
  toggle,
} from '../model/grid-draft.ts';
import './grid-editor.css';
import { SeatList } from './seat-list.tsx';
import { SeatPriceModal } from './seat-price-modal.tsx';

/**
 * An area's seats drawn as its grid: set rows × columns, click cells to make a seat, a seat not
 * selectable, or an aisle; a named or held seat is locked (the server would refuse to touch it).
 * In price mode a click on a saved seat gives it prices of its own. A list area shows its seats.
 */
export function GridEditor({ itemsId, areaId }: { itemsId: number; areaId: number }) {
  const { t } = useTranslation();
  const seats = useAreaSeats(areaId);
  if (seats.isError && !seats.data)
    return <LoadError error={seats.error} onRetry={() => void seats.refetch()} />;
  if (!seats.data) return <Card loading />;
  const answer = seats.data;
  if (answer.area.type === 3) {
    return (
      <Card title={t('namingInventory.grid.title', { title: answer.area.title })}>
        <Typography.Paragraph type="secondary">{t('namingInventory.grid.listArea')}</Typography.Paragraph>
        <SeatList itemsId={itemsId} seats={answer.seats} />
      </Card>
    );
  }
  return <GridCard itemsId={itemsId} answer={answer} />;
}

function GridCard({ itemsId, answer }: { itemsId: number; answer: TSeatAreaSeats }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const mayWrite = mayCall('PUT /seat-areas/:id/seats');
  const save = useSaveGrid(itemsId);
  const saved = useMemo(() => draftOf(answer), [answer]);
  const [draft, setDraft] = useState<GridDraft>(saved);
  const [size, setSize] = useState({ rows: saved.rows, cols: saved.cols });
  const [mode, setMode] = useState<'toggle' | 'price'>('toggle');
  const [pricing, setPricing] = useState<TAdminSeat | null>(null);
  // A save (or another tab's) answers new seats: the draft starts again from them.
  useEffect(() => {
    setDraft(saved);
    setSize({ rows: saved.rows, cols: saved.cols });
  }, [saved]);

  const bySeat = useMemo(() => seatsByCell(answer.seats), [answer.seats]);
  const numbers = useMemo(() => seatNumbers(draft), [draft]);
  const changed = !sameDraft(draft, saved);
  const all = Object.values(draft.cells);

  const click = (row: number, col: number) => {
    const seat = bySeat.get(cellKey(row, col));
    if (mode === 'price') {
      if (seat && kindAt(draft, row, col) !== 'gap') setPricing(seat);
      return;
    }
    if (!mayWrite || seat?.claim) return;
    setDraft((current) => toggle(current, row, col));
  };

  const submit = () =>
    save.mutate(
      { areaId: answer.area.id, grid: gridWrite(draft) },
      {
        onSuccess: () => void message.success(t('namingInventory.common.saved')),
        onError: (error) => void message.error(error.message),
      },
    );

  return (
    <Card
      title={t('namingInventory.grid.title', { title: answer.area.title })}
      extra={changed ? <Tag color="orange">{t('namingInventory.grid.unsaved')}</Tag> : null}
      data-testid="grid-editor"
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {mayWrite ? (
          <Space wrap>
            <InputNumber
              aria-label={t('namingInventory.grid.rows')}
              addonBefore={t('namingInventory.grid.rows')}
              min={1}
              max={100}
              precision={0}
              value={size.rows}
              onChange={(rows) => setSize((current) => ({ ...current, rows: rows ?? 1 }))}
            />
            <InputNumber
              aria-label={t('namingInventory.grid.cols')}
              addonBefore={t('namingInventory.grid.cols')}
              min={1}
              max={150}
              precision={0}
              value={size.cols}
              onChange={(cols) => setSize((current) => ({ ...current, cols: cols ?? 1 }))}
            />
            <Button onClick={() => setDraft((current) => resize(current, size.rows, size.cols))}>
              {t('namingInventory.grid.apply')}
            </Button>
            <Typography.Text>{t('namingInventory.grid.mode')}</Typography.Text>
            <Radio.Group
              value={mode}
              onChange={(event) => setMode(event.target.value)}
              optionType="button"
              options={[
                { value: 'toggle', label: t('namingInventory.grid.modeToggle') },
                { value: 'price', label: t('namingInventory.grid.modePrice') },
              ]}
            />
          </Space>
        ) : null}
        <Typography.Text type="secondary">
          {t(mode === 'price' ? 'namingInventory.grid.priceHint' : 'namingInventory.grid.legend')}
        </Typography.Text>
        <Space size="small" wrap>
          {(['open', 'closed', 'gap', 'held', 'named'] as const).map((kind) => (
            <span key={kind} className="seat-legend">
              <span className={`seat-cell is-${kind}`} aria-hidden />
              {t(`namingInventory.grid.${kind}`)}
            </span>
          ))}
          <Typography.Text>
            {t('namingInventory.grid.summary', {
              seats: all.length,
              closed: all.filter((kind) => kind === 'closed').length,
            })}
          </Typography.Text>
        </Space>
        <div className="seat-grid-scroll">
          <div
            className="seat-grid"
            style={{ gridTemplateColumns: `2.5em repeat(${draft.cols}, 28px)` }}
            data-testid="seat-grid"
          >
            {Array.from({ length: draft.rows }, (_, r) => r + 1).map((row) => (
              <RowCells
                key={row}
                row={row}
                draft={draft}
                bySeat={bySeat}
                numbers={numbers}
                onClick={click}
                label={(kind) => t(`namingInventory.grid.${kind}`)}
              />
            ))}
          </div>
        </div>
        {mayWrite ? (
          <Space>
            <Button type="primary" disabled={!changed} loading={save.isPending} onClick={submit}>
              {t('namingInventory.grid.save')}
            </Button>
            <Button disabled={!changed} onClick={() => setDraft(saved)}>
              {t('namingInventory.grid.reset')}
            </Button>
          </Space>
        ) : null}
      </Space>
      <SeatPriceModal itemsId={itemsId} seat={pricing} onClose={() => setPricing(null)} />
    </Card>
  );
}

type RowProps = {
  row: number;
  draft: GridDraft;
  bySeat: Map<string, TAdminSeat>;
  numbers: Map<string, number>;
  onClick: (row: number, col: number) => void;
  label: (kind: string) => string;
};

function RowCells({ row, draft, bySeat, numbers, onClick, label }: RowProps) {
  return (
    <>
      <span className="seat-row-no">{row}</span>
      {Array.from({ length: draft.cols }, (_, c) => {
        const col = c + 1;
        const key = cellKey(row, col);
        const seat = bySeat.get(key);
        const kind = seat?.claim ?? kindAt(draft, row, col);
        const own = seat?.priceList && kind !== 'gap';
        const name = seat && kind !== 'gap' && !seat.claim ? seat.label : `${row}-${col}`;
        return (
          <button
            key={col}
            type="button"
            className={`seat-cell is-${kind}${own ? ' has-own-price' : ''}`}
            title={`${seat?.claim ? seat.label : name} · ${label(kind)}`}
            aria-label={`${row}-${col} ${label(kind)}`}
            data-testid={`grid-cell-${row}-${col}`}
            data-kind={kind}
            onClick={() => onClick(row, col)}
          >
            {kind === 'gap' ? '' : (numbers.get(key) ?? '')}
          </button>
        );
      })}
    </>
  );
}
