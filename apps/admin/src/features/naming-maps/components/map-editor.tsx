import type { TNamingMapDetail } from '@alma/shared/admin-api/naming-maps';
import { Alert, App, Button, Card, Col, Drawer, Popconfirm, Row, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { AdminApiError } from '../../../lib/admin-client.ts';
import { useMayCall } from '../../../lib/session.ts';
import { useNamingMap, useSaveMap } from '../api/naming-maps.ts';
import { useMapDraft } from '../hooks/use-map-draft.ts';
import { useNextLabels } from '../hooks/use-next-labels.ts';
import { draftProblems } from '../model/map-draft.ts';
import { titleOfNext } from '../model/next-maps.ts';
import { previewHrefOf } from '../model/preview-route.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { ImportCsvModal } from './import-csv-modal.tsx';
import { MapCanvas, type TEditMode } from './map-canvas.tsx';
import { MapSettings } from './map-settings.tsx';
import { PhonePreview } from './phone-preview.tsx';
import { PlacePointModal } from './place-point-modal.tsx';
import { PointPanel } from './point-panel.tsx';
import { SaveFeedback } from './save-feedback.tsx';

type Props = { id: number; onBack: () => void };

/** One map in the editor, once its detail has loaded. */
export function MapEditor({ id, onBack }: Props) {
  const { t } = useTranslation();
  const map = useNamingMap(id);
  const title = t('namingMaps.title');
  if (map.isPending) return <PageLoading />;
  if (map.isError) {
    return (
      <PageFrame title={title}>
        <LoadError error={map.error} onRetry={() => void map.refetch()} />
        <Button onClick={onBack}>{t('namingMaps.back')}</Button>
      </PageFrame>
    );
  }
  return <Editor detail={map.data} onBack={onBack} />;
}

function Editor({ detail, onBack }: { detail: TNamingMapDetail; onBack: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const editable = mayCall('PUT /naming-maps/:id');
  const draft = useMapDraft(detail.definition);
  const save = useSaveMap(detail.id);
  const [mode, setMode] = useState<TEditMode>('select');
  const [zoom, setZoom] = useState(() =>
    Math.min(1, Math.round((900 / detail.definition.width) * 100) / 100),
  );
  const [placing, setPlacing] = useState<{ x: number; y: number } | null>(null);
  const [importing, setImporting] = useState(false);
  const [phone, setPhone] = useState(false);
  const [refusal, setRefusal] = useState<{ field: string; message: string } | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const nextLabels = useNextLabels();
  const nextTitleOf = useCallback(
    (next: string) => titleOfNext(detail.mapsBelow, next, nextLabels),
    [detail.mapsBelow, nextLabels],
  );

  const problems = useMemo(
    () =>
      draftProblems(draft.draft).map((problem) => ({
        field: problem.field,
        message: t(`namingMaps.reasons.${problem.reason}`),
      })),
    [draft.draft, t],
  );
  const shown = [...(showProblems ? problems : []), ...(refusal ? [refusal] : [])];
  const problemOf = (field: string) =>
    (refusal?.field === field ? refusal.message : undefined) ??
    (showProblems ? problems.find((problem) => problem.field === field)?.message : undefined);

  const onSave = () => {
    setRefusal(null);
    if (problems.length > 0) {
      setShowProblems(true);
      return;
    }
    setShowProblems(false);
    save.mutate(
      { definition: draft.draft, version: detail.version },
      {
        onSuccess: (saved) => {
          draft.saved(saved.definition);
          void message.success(t('namingMaps.saved'));
        },
        onError: (error) =>
          setRefusal({
            field: error instanceof AdminApiError ? (error.field ?? '') : '',
            message: error.message,
          }),
      },
    );
  };

  const onPick = (x: number, y: number) => {
    if (mode === 'place') setPlacing({ x, y });
    else if (mode === 'area') {
      draft.addArea(x, y, detail.mapsBelow[0]?.next ?? '');
      setMode('select');
    } else if (mode === 'hot') draft.addHot(x, y);
  };

  const back = (
    <Popconfirm
      title={t('namingMaps.leaveConfirm')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      disabled={!draft.dirty}
      onConfirm={onBack}
    >
      <Button onClick={draft.dirty ? undefined : onBack}>{t('namingMaps.back')}</Button>
    </Popconfirm>
  );

  return (
    <PageFrame title={`${t('namingMaps.title')} · ${detail.name}`} extra={back}>
      <Typography.Paragraph type="secondary">
        {[detail.itemsName, detail.title, t(`namingMaps.modeHint.${mode}`)].filter(Boolean).join(' · ')}
      </Typography.Paragraph>
      {!editable && (
        <Alert type="info" showIcon title={t('namingMaps.readOnly')} style={{ marginBottom: 12 }} />
      )}
      <EditorToolbar
        mode={mode}
        onMode={setMode}
        canDrawHot={draft.selection?.list === 'areaList'}
        zoom={zoom}
        onZoom={setZoom}
        editable={editable}
        dirty={draft.dirty}
        saving={save.isPending}
        previewHref={previewHrefOf(detail.name)}
        onPhonePreview={() => setPhone(true)}
        onImport={() => setImporting(true)}
        onSave={onSave}
      />
      <SaveFeedback problems={shown} warnings={draft.dirty ? [] : detail.warnings} />
      <Row gutter={16} wrap={false}>
        <Col flex="1 1 0" style={{ minWidth: 0 }}>
          <MapCanvas
            draft={draft.draft}
            selection={draft.selection}
            mode={mode}
            zoom={zoom}
            editable={editable}
            nextTitleOf={nextTitleOf}
            onSelect={draft.select}
            onMove={draft.move}
            onPick={onPick}
          />
        </Col>
        <Col flex="0 0 360px">
          <Card size="small" style={{ marginBottom: 12 }}>
            <PointPanel
              draft={draft.draft}
              selection={draft.selection}
              detail={detail}
              editable={editable}
              problemOf={problemOf}
              onPatch={draft.patch}
              onMove={(x, y) => draft.selection && draft.move(draft.selection, x, y)}
              onRemove={draft.remove}
              onDrawHot={() => setMode('hot')}
              onClearHot={draft.clearHot}
            />
          </Card>
          <Card size="small" title={t('namingMaps.settings')}>
            <MapSettings
              draft={draft.draft}
              areas={detail.areas}
              editable={editable}
              problemOf={problemOf}
              onChange={draft.settings}
            />
          </Card>
        </Col>
      </Row>
      {/* No mask: staff go on placing points and changing settings while the phone shows the result. */}
      <Drawer
        open={phone}
        onClose={() => setPhone(false)}
        title={t('namingMaps.phone.title')}
        mask={false}
        size={460}
      >
        <Typography.Paragraph type="secondary">{t('namingMaps.phone.hint')}</Typography.Paragraph>
        {phone && <PhonePreview draft={draft.draft} />}
      </Drawer>
      <PlacePointModal
        at={placing}
        detail={detail}
        draft={draft.draft}
        onClose={() => setPlacing(null)}
        onPlaced={(added) => {
          draft.added(added);
          setPlacing(null);
        }}
      />
      <ImportCsvModal
        open={importing}
        detail={detail}
        onClose={() => setImporting(false)}
        onImported={(added) => {
          draft.added(added);
          setImporting(false);
        }}
      />
    </PageFrame>
  );
}
