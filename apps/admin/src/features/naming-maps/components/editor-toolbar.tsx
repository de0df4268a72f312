import { EyeOutlined, ImportOutlined, MobileOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, InputNumber, Segmented, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TEditMode } from './map-canvas.tsx';

type Props = {
  mode: TEditMode;
  onMode: (mode: TEditMode) => void;
  /** Drawing a hot outline needs an area point selected. */
  canDrawHot: boolean;
  zoom: number;
  onZoom: (zoom: number) => void;
  editable: boolean;
  dirty: boolean;
  saving: boolean;
  previewHref: string;
  onPhonePreview: () => void;
  onImport: () => void;
  onSave: () => void;
};

/** The editor's modes, zoom, and its actions: import, the phone's first screen, preview as a donor, save. */
export function EditorToolbar(props: Props) {
  const { t } = useTranslation();
  const { mode, editable } = props;
  const modes: TEditMode[] = editable ? ['select', 'place', 'area', 'hot'] : ['select'];
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Segmented<TEditMode>
        value={mode}
        onChange={props.onMode}
        options={modes.map((value) => ({
          value,
          label: t(`namingMaps.modes.${value}`),
          disabled: value === 'hot' && !props.canDrawHot,
        }))}
        data-testid="editor-modes"
      />
      <Space size={4}>
        {t('namingMaps.zoom')}
        <InputNumber
          min={0.05}
          max={4}
          step={0.1}
          value={props.zoom}
          onChange={(value) => value !== null && props.onZoom(value)}
          style={{ width: 90 }}
          aria-label={t('namingMaps.zoom')}
        />
      </Space>
      {editable && (
        <Button icon={<ImportOutlined />} onClick={props.onImport}>
          {t('namingMaps.importCsv')}
        </Button>
      )}
      <Button icon={<MobileOutlined />} onClick={props.onPhonePreview}>
        {t('namingMaps.phonePreview')}
      </Button>
      <Button icon={<EyeOutlined />} href={props.previewHref} target="_blank" rel="noopener">
        {t('namingMaps.preview')}
      </Button>
      {editable && (
        <Button type="primary" icon={<SaveOutlined />} loading={props.saving} onClick={props.onSave}>
          {t('namingMaps.save')}
        </Button>
      )}
      {props.dirty && <Tag color="orange">{t('namingMaps.unsaved')}</Tag>}
    </Space>
  );
}
