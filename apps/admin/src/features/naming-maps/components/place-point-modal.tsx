import {
  NAMING_POINT_INTRO_MAX,
  NAMING_POINT_LABEL_MAX,
  NAMING_POINT_LISTS,
  NAMING_POINT_NAME_MAX,
  type TNamingMapDetail,
  type TNamingPointList,
  type TNamingPointsAdded,
} from '@alma/shared/admin-api/naming-maps';
import type { TMapDefinition } from '@alma/shared/naming-map/map-definition';
import { SPECIES_MORE } from '@alma/shared/naming-map/species';
import { Alert, App, AutoComplete, Form, Input, InputNumber, Modal, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerError } from '../../../lib/form-error.ts';
import { usePlacePoint } from '../api/naming-maps.ts';
import { nextNumber } from '../model/map-draft.ts';

type TPlaceForm = {
  list: TNamingPointList;
  areaId?: number;
  seatName: string;
  displayNo: number;
  price: number | null;
  label: string;
  intro: string;
  title: string;
  titleEn: string;
};

type Props = {
  /** Where on the picture (map pixels); null: closed. */
  at: { x: number; y: number } | null;
  detail: TNamingMapDetail;
  draft: TMapDefinition;
  onClose: () => void;
  onPlaced: (added: TNamingPointsAdded) => void;
};

/**
 * A new naming item where staff clicked: its area, name (a tree's species), number and price. The
 * server makes the seat and adds the point to the stored map at once; the editor adds it to its draft.
 */
export function PlacePointModal({ at, detail, draft, onClose, onPlaced }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TPlaceForm>();
  const place = usePlacePoint(detail.id);
  const list = (Form.useWatch('list', form) ?? 'treeList') as TNamingPointList;
  const firstArea = detail.definition.areaIdList[0] ?? detail.areas[0]?.id;

  const submit = (values: TPlaceForm) => {
    if (!at || values.areaId === undefined) return;
    place.mutate(
      {
        list: values.list,
        areaId: values.areaId,
        x: Math.round(at.x * 10) / 10,
        y: Math.round(at.y * 10) / 10,
        displayNo: values.displayNo,
        seatName: values.seatName.trim(),
        price: values.price ?? null,
        label: values.label ?? '',
        intro: values.intro ?? '',
        title: values.title ?? '',
        titleEn: values.titleEn ?? '',
      },
      {
        onSuccess: (added) => {
          void message.success(t('namingMaps.place.placed'));
          onPlaced(added);
        },
        onError: (error) => showServerError(form, error, (text) => void message.error(text)),
      },
    );
  };

  return (
    <Modal
      open={at !== null}
      title={t('namingMaps.place.title')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={place.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      {detail.areas.length === 0 && (
        <Alert type="warning" showIcon title={t('namingMaps.place.noAreas')} style={{ marginBottom: 12 }} />
      )}
      <Form<TPlaceForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        clearOnDestroy
        initialValues={{
          list: 'treeList',
          areaId: firstArea,
          seatName: '',
          displayNo: nextNumber(draft, 'treeList'),
          price: null,
          label: '',
          intro: '',
          title: '',
          titleEn: '',
        }}
        data-testid="place-point-form"
      >
        <Form.Item name="list" label={t('namingMaps.place.list')}>
          <Radio.Group
            options={NAMING_POINT_LISTS.map((value) => ({
              value,
              label: t(`namingMaps.place.lists.${value}`),
            }))}
            onChange={(event) =>
              form.setFieldValue('displayNo', nextNumber(draft, event.target.value as TNamingPointList))
            }
          />
        </Form.Item>
        <Form.Item
          name="areaId"
          label={t('namingMaps.place.area')}
          rules={[{ required: true, message: t('namingMaps.place.areaRequired') }]}
        >
          <Select
            options={detail.areas.map((area) => ({
              value: area.id,
              label: area.price === null ? area.title : `${area.title}（¥${area.price}）`,
            }))}
          />
        </Form.Item>
        <Space align="start" wrap>
          <Form.Item
            name="seatName"
            label={t('namingMaps.place.seatName')}
            rules={[{ required: true, whitespace: true, message: t('namingMaps.place.seatNameRequired') }]}
          >
            <AutoComplete
              style={{ width: 220 }}
              maxLength={NAMING_POINT_NAME_MAX}
              options={list === 'treeList' ? SPECIES_MORE.map((value) => ({ value })) : []}
              filterOption={(input, option) => String(option?.value ?? '').includes(input)}
            />
          </Form.Item>
          <Form.Item name="displayNo" label={t('namingMaps.place.displayNo')} rules={[{ required: true }]}>
            <InputNumber min={0} max={999_999} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="price" label={t('namingMaps.place.price')} extra={t('namingMaps.place.priceHelp')}>
            <InputNumber min={0.01} max={10_000_000} precision={2} style={{ width: 160 }} />
          </Form.Item>
        </Space>
        {list === 'buildingList' && (
          <Space align="start" wrap>
            <Form.Item name="title" label={t('namingMaps.place.buildingTitle')}>
              <Input maxLength={40} style={{ width: 220 }} />
            </Form.Item>
            <Form.Item
              name="titleEn"
              label={t('namingMaps.place.buildingTitleEn')}
              extra={t('namingMaps.titleEnHelp')}
            >
              <Input maxLength={40} style={{ width: 220 }} />
            </Form.Item>
          </Space>
        )}
        <Form.Item name="label" label={t('namingMaps.place.label')} extra={t('namingMaps.place.labelHelp')}>
          <Input maxLength={NAMING_POINT_LABEL_MAX} />
        </Form.Item>
        <Form.Item name="intro" label={t('namingMaps.place.intro')} extra={t('namingMaps.place.introHelp')}>
          <Input.TextArea maxLength={NAMING_POINT_INTRO_MAX} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
