import type { TNamingMapArea } from '@alma/shared/admin-api/naming-maps';
import { hasOwnFirstView, mapFirstView } from '@alma/shared/naming-map/first-view';
import {
  MAP_POINT_KINDS,
  MAP_SCALE_MAX,
  MAP_SCALE_MIN,
  type TMapDefinition,
} from '@alma/shared/naming-map/map-definition';
import { Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPictureInput } from './map-picture-input.tsx';
import { PHONE_MAP_VIEWPORT } from './phone-preview.tsx';

type Props = {
  draft: TMapDefinition;
  areas: readonly TNamingMapArea[];
  editable: boolean;
  /** The message at fault for a field, if any (the shared schema's or the server's). */
  problemOf: (field: string) => string | undefined;
  onChange: (patch: Partial<TMapDefinition>) => void;
};

/**
 * The first view a switch to "set by hand" starts from: the one the phone shows now (made from the
 * points), so staff tune it rather than start from a corner. Back to automatic drops it.
 */
function firstViewPatch(draft: TMapDefinition, automatic: boolean): Partial<TMapDefinition> {
  if (automatic) return { scale: undefined, top: undefined, left: undefined };
  const view = mapFirstView(draft, PHONE_MAP_VIEWPORT);
  return { scale: Math.round(view.scale * 1000) / 1000, top: Math.round(view.y), left: Math.round(view.x) };
}

/** The map's own settings: picture, first view and zoom limits, caption, panorama, status areas. */
export function MapSettings({ draft, areas, editable, problemOf, onChange }: Props) {
  const { t } = useTranslation();
  const automatic = !hasOwnFirstView(draft);
  const item = (field: keyof TMapDefinition, label: string, control: ReactNode, extra?: string) => {
    const problem = problemOf(field);
    return (
      <Form.Item
        label={label}
        extra={extra}
        validateStatus={problem ? 'error' : undefined}
        help={problem}
        htmlFor={`map-${field}`}
      >
        {control}
      </Form.Item>
    );
  };
  const scale = (field: 'scale' | 'minScale' | 'maxScale' | 'labelScale', label: string) =>
    item(
      field,
      label,
      <InputNumber
        id={`map-${field}`}
        min={field === 'labelScale' ? 0 : MAP_SCALE_MIN}
        max={MAP_SCALE_MAX}
        step={0.05}
        value={draft[field]}
        disabled={!editable || (field === 'scale' && automatic)}
        placeholder={field === 'scale' && automatic ? t('namingMaps.firstViewAutomatic') : undefined}
        onChange={(value) => value !== null && onChange({ [field]: value })}
        style={{ width: 110 }}
      />,
    );
  const offset = (field: 'top' | 'left', label: string) =>
    item(
      field,
      label,
      <InputNumber
        id={`map-${field}`}
        min={0}
        value={draft[field]}
        disabled={!editable || automatic}
        placeholder={automatic ? t('namingMaps.firstViewAutomatic') : undefined}
        onChange={(value) => value !== null && onChange({ [field]: value })}
        style={{ width: 110 }}
      />,
    );

  return (
    <Form layout="vertical" data-testid="map-settings" component="div">
      {item(
        'map',
        t('namingMaps.picture'),
        editable ? (
          <MapPictureInput
            value={{ url: draft.map, width: draft.width, height: draft.height }}
            onChange={(picture) =>
              onChange({ map: picture.url, width: picture.width, height: picture.height })
            }
          />
        ) : (
          <span>
            {draft.width}×{draft.height}
          </span>
        ),
      )}
      <Space wrap align="start">
        {item(
          'title',
          t('namingMaps.mapTitle'),
          <Input
            id="map-title"
            value={draft.title}
            maxLength={40}
            disabled={!editable}
            onChange={(event) => onChange({ title: event.target.value })}
            style={{ width: 160 }}
          />,
        )}
        {item(
          'titleEn',
          t('namingMaps.mapTitleEn'),
          <Input
            id="map-titleEn"
            value={draft.titleEn}
            maxLength={40}
            disabled={!editable}
            onChange={(event) => onChange({ titleEn: event.target.value })}
            style={{ width: 160 }}
          />,
          t('namingMaps.titleEnHelp'),
        )}
        {item(
          'pointKind',
          t('namingMaps.pointKind'),
          <Select
            id="map-pointKind"
            value={draft.pointKind}
            disabled={!editable}
            onChange={(pointKind) => onChange({ pointKind })}
            options={MAP_POINT_KINDS.map((value) => ({ value, label: t(`namingMaps.kinds.${value}`) }))}
            style={{ width: 110 }}
          />,
        )}
      </Space>
      <Form.Item
        label={t('namingMaps.firstView')}
        extra={t(automatic ? 'namingMaps.firstViewAutoHelp' : 'namingMaps.firstViewSetHelp')}
        htmlFor="map-firstView"
      >
        <Switch
          id="map-firstView"
          checked={automatic}
          disabled={!editable}
          checkedChildren={t('namingMaps.firstViewAutomatic')}
          unCheckedChildren={t('namingMaps.firstViewByHand')}
          onChange={(on) => onChange(firstViewPatch(draft, on))}
        />
      </Form.Item>
      <Space wrap align="start">
        {scale('scale', t('namingMaps.scale'))}
        {scale('minScale', t('namingMaps.minScale'))}
        {scale('maxScale', t('namingMaps.maxScale'))}
        {scale('labelScale', t('namingMaps.labelScale'))}
        {offset('top', t('namingMaps.top'))}
        {offset('left', t('namingMaps.left'))}
      </Space>
      {item(
        'vr',
        t('namingMaps.vr'),
        <Input
          id="map-vr"
          value={draft.vr}
          maxLength={500}
          disabled={!editable}
          onChange={(event) => onChange({ vr: event.target.value.trim() })}
        />,
        t('namingMaps.vrHelp'),
      )}
      {item(
        'areaIdList',
        t('namingMaps.areaIdList'),
        <Select
          id="map-areaIdList"
          mode="multiple"
          value={draft.areaIdList}
          disabled={!editable}
          onChange={(areaIdList: number[]) => onChange({ areaIdList })}
          options={areas.map((area) => ({ value: area.id, label: area.title }))}
        />,
        t('namingMaps.areaIdListHelp'),
      )}
    </Form>
  );
}
