import type { TNamingMapDetail } from '@alma/shared/admin-api/naming-maps';
import type { TMapDefinition } from '@alma/shared/naming-map/map-definition';
import { Button, Descriptions, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNextLabels } from '../hooks/use-next-labels.ts';
import type { TSelection } from '../model/map-draft.ts';
import { nextMapOptions } from '../model/next-maps.ts';

type Props = {
  draft: TMapDefinition;
  selection: TSelection;
  detail: TNamingMapDetail;
  editable: boolean;
  problemOf: (field: string) => string | undefined;
  onPatch: (patch: {
    id?: number;
    title?: string;
    titleEn?: string;
    next?: string;
    isHide?: boolean;
  }) => void;
  onMove: (x: number, y: number) => void;
  onRemove: () => void;
  onDrawHot: () => void;
  onClearHot: () => void;
};

/** The selected point: its seat, number, place; an area point's next map and hot outline. */
export function PointPanel(props: Props) {
  const { draft, selection, detail, editable, problemOf, onPatch, onMove, onRemove } = props;
  const { t } = useTranslation();
  const nextLabels = useNextLabels();
  if (!selection) return <Typography.Text type="secondary">{t('namingMaps.point.none')}</Typography.Text>;
  const { list, index } = selection;
  const point = draft[list][index];
  if (!point) return null;
  const field = (name: string) => `${list}.${index}.${name}`;
  const problem = (name: string) => {
    const text = problemOf(field(name));
    return text ? { validateStatus: 'error' as const, help: text } : {};
  };
  const seat = 'seatId' in point ? detail.seats.find((one) => one.id === point.seatId) : undefined;
  const kind = list === 'areaList' ? 'area' : list === 'buildingList' ? 'building' : 'tree';

  return (
    <Form layout="vertical" component="div" data-testid="point-panel">
      <Typography.Title level={5}>{t(`namingMaps.point.${kind}`)}</Typography.Title>
      {seat && (
        <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('namingMaps.point.seat')}>
            {seat.label} · {seat.seatName}
          </Descriptions.Item>
          <Descriptions.Item label={t('namingMaps.point.price')}>
            {seat.price === null ? '—' : `¥${seat.price}`}{' '}
            {seat.ownPrice ? '' : t('namingMaps.point.areaPrice')}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Space wrap align="start">
        <Form.Item label={t('namingMaps.point.number')} htmlFor="point-number" {...problem('id')}>
          <InputNumber
            id="point-number"
            min={0}
            max={999_999}
            precision={0}
            value={point.id}
            disabled={!editable}
            onChange={(value) => value !== null && onPatch({ id: value })}
            style={{ width: 100 }}
          />
        </Form.Item>
        <Form.Item label={t('namingMaps.point.x')} htmlFor="point-x" {...problem('x')}>
          <InputNumber
            id="point-x"
            min={0}
            value={point.x}
            disabled={!editable}
            onChange={(value) => value !== null && onMove(value, point.y)}
            style={{ width: 100 }}
          />
        </Form.Item>
        <Form.Item label={t('namingMaps.point.y')} htmlFor="point-y" {...problem('y')}>
          <InputNumber
            id="point-y"
            min={0}
            value={point.y}
            disabled={!editable}
            onChange={(value) => value !== null && onMove(point.x, value)}
            style={{ width: 100 }}
          />
        </Form.Item>
      </Space>
      {'title' in point && (
        <Form.Item label={t('namingMaps.point.title')} {...problem('title')}>
          <Input
            value={point.title}
            maxLength={40}
            disabled={!editable}
            onChange={(event) => onPatch({ title: event.target.value })}
          />
        </Form.Item>
      )}
      {'titleEn' in point && (
        <Form.Item
          label={t('namingMaps.point.titleEn')}
          htmlFor="point-titleEn"
          extra={t('namingMaps.titleEnHelp')}
          {...problem('titleEn')}
        >
          <Input
            id="point-titleEn"
            value={point.titleEn}
            maxLength={40}
            disabled={!editable}
            onChange={(event) => onPatch({ titleEn: event.target.value })}
          />
        </Form.Item>
      )}
      {'isHide' in point && (
        <Form.Item label={t('namingMaps.point.hidden')}>
          <Switch checked={point.isHide} disabled={!editable} onChange={(isHide) => onPatch({ isHide })} />
        </Form.Item>
      )}
      {'next' in point && (
        <>
          <Form.Item
            label={t('namingMaps.point.next')}
            htmlFor="point-next"
            extra={
              detail.mapsBelow.length === 0 ? t('namingMaps.point.nextNone') : t('namingMaps.point.nextHelp')
            }
            {...problem('next')}
          >
            <Select
              id="point-next"
              value={point.next || undefined}
              disabled={!editable}
              placeholder={t('namingMaps.point.nextPick')}
              onChange={(next: string) => onPatch({ next })}
              options={nextMapOptions(detail.mapsBelow, point.next, nextLabels)}
              data-testid="area-next"
            />
          </Form.Item>
          <Form.Item label={t('namingMaps.point.hot')}>
            <Space wrap>
              <Typography.Text>{point.hot.length}</Typography.Text>
              {editable && <Button onClick={props.onDrawHot}>{t('namingMaps.point.drawHot')}</Button>}
              {editable && point.hot.length > 0 && (
                <Button onClick={props.onClearHot}>{t('namingMaps.point.clearHot')}</Button>
              )}
            </Space>
          </Form.Item>
        </>
      )}
      {editable && (
        <Button danger onClick={onRemove}>
          {t('namingMaps.point.remove')}
        </Button>
      )}
    </Form>
  );
}
