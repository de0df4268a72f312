import { MAP_POINT_KINDS } from '@alma/shared/naming-map/map-definition';
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProjectSelect } from '../../../components/project-select.tsx';
import { AdminApiError } from '../../../lib/admin-client.ts';
import { showServerError } from '../../../lib/form-error.ts';
import { useCreateMap } from '../api/naming-maps.ts';
import { MapPictureInput, type TMapPicture } from './map-picture-input.tsx';

type TCreateForm = {
  itemsId?: number;
  name: string;
  title: string;
  titleEn: string;
  pointKind: (typeof MAP_POINT_KINDS)[number];
  picture?: TMapPicture;
};

type Props = {
  open: boolean;
  itemsId: number | undefined;
  onClose: () => void;
  onCreated: (id: number) => void;
};

/** A new map: its project, its name in the map levels, its picture; points come in the editor. */
export function CreateMapModal({ open, itemsId, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TCreateForm>();
  const create = useCreateMap();

  const submit = (values: TCreateForm) => {
    const { picture } = values;
    if (!picture || values.itemsId === undefined) return;
    create.mutate(
      {
        itemsId: values.itemsId,
        name: values.name.trim(),
        title: values.title ?? '',
        titleEn: values.titleEn ?? '',
        pointKind: values.pointKind,
        map: picture.url,
        width: picture.width,
        height: picture.height,
      },
      {
        onSuccess: (detail) => {
          void message.success(t('namingMaps.created'));
          onCreated(detail.id);
        },
        onError: (error) => {
          // The server names the definition's field (map); the form calls it picture.
          if (error instanceof AdminApiError && error.field === 'map') {
            form.setFields([{ name: 'picture', errors: [error.message] }]);
          } else showServerError(form, error, (text) => void message.error(text));
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('namingMaps.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={600}
    >
      <Form<TCreateForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        clearOnDestroy
        initialValues={{ itemsId, name: '', title: '', titleEn: '', pointKind: 'tree' }}
        data-testid="create-map-form"
      >
        <Form.Item
          name="itemsId"
          label={t('namingMaps.project')}
          rules={[{ required: true, message: t('namingMaps.projectRequired') }]}
        >
          {/* A map's points are seats: only seat naming projects (issue 21, defect 3). */}
          <ProjectSelect kind="seat" placeholder={t('namingMaps.project')} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('namingMaps.name')}
          extra={t('namingMaps.nameHelp')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="title" label={t('namingMaps.mapTitle')}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="titleEn" label={t('namingMaps.mapTitleEn')} extra={t('namingMaps.titleEnHelp')}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="pointKind" label={t('namingMaps.pointKind')}>
          <Select
            options={MAP_POINT_KINDS.map((value) => ({ value, label: t(`namingMaps.kinds.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="picture"
          label={t('namingMaps.picture')}
          rules={[{ required: true, message: t('namingMaps.noPicture') }]}
        >
          <MapPictureInput />
        </Form.Item>
      </Form>
    </Modal>
  );
}
