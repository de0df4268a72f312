import {
  HOME_INTRO_EN_MAX_LENGTH,
  HOME_INTRO_MAX_LENGTH,
  HOME_LINK_MAX_LENGTH,
  HOME_TITLE_EN_MAX_LENGTH,
  HOME_TITLE_MAX_LENGTH,
  type THomeEntryKind,
  type THomeEntryRow,
} from '@alma/shared/admin-api/home';
import { App, Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProjectSelect } from '../../../components/project-select.tsx';
import { showServerError } from '../../../lib/form-error.ts';
import { useLanguageSetting } from '../../../lib/language-context.ts';
import { useSaveHomeEntry } from '../api/home-entries.ts';
import {
  homeEntryFormOf,
  homeEntryInput,
  homeEntryProblem,
  linkUrlMessage,
  type THomeEntryForm,
} from '../model/home-entry-form.ts';
import { layoutNoticeOf, layoutShows } from '../model/layout-notice.ts';
import { EntryPictureInput } from './entry-picture-input.tsx';

type Props = {
  /** A kind to add one of, a row to change, or null: closed. */
  target: { kind: THomeEntryKind; row: THomeEntryRow | null } | null;
  rows: readonly THomeEntryRow[];
  onClose: () => void;
};

/**
 * One banner or tile: picture, titles and intros in Chinese and English, where it leads (a link, or
 * a project), its place and whether it shows. The shared rules judge it before it is sent, in the
 * server's own words; what the server still refuses lands under its field.
 */
export function HomeEntryModal({ target, rows, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { language } = useLanguageSetting();
  const [form] = Form.useForm<THomeEntryForm>();
  const save = useSaveHomeEntry();
  const kind = target?.kind ?? 'tile';
  const row = target?.row ?? null;

  const submit = (values: THomeEntryForm) => {
    const all = { ...form.getFieldsValue(true), ...values } as THomeEntryForm;
    const problem = homeEntryProblem(all, language);
    if (problem) {
      form.setFields([{ name: problem.field as keyof THomeEntryForm, errors: [problem.message] }]);
      return;
    }
    save.mutate(
      { id: row?.id, input: homeEntryInput(all) },
      {
        onSuccess: ({ layout }) => {
          // "Shows at once" only when the layout in use shows this kind at all.
          if (layoutShows(layout, kind)) void message.success(t('home.saved'));
          else {
            const name = layoutNoticeOf(layout, language).name;
            const kindWord = t(kind === 'banner' ? 'home.kindBanner' : 'home.kindTile');
            void message.warning(t('home.savedNotShown', { name, kind: kindWord }));
          }
          onClose();
        },
        onError: (error) => showServerError(form, error, (text) => void message.error(text)),
      },
    );
  };

  const title =
    kind === 'banner' ? (row ? 'home.editBanner' : 'home.addBanner') : row ? 'home.editTile' : 'home.addTile';
  return (
    <Modal
      open={target !== null}
      title={t(title)}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form<THomeEntryForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        // The form object outlives the dialog: without this the next dialog starts from the last one's values.
        clearOnDestroy
        initialValues={homeEntryFormOf(row, kind, rows)}
        data-testid="home-entry-form"
      >
        <Form.Item name="src" label={t('home.picture')}>
          <EntryPictureInput />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('home.entryTitle')}
          rules={[{ required: true, whitespace: true, message: t('home.titleRequired') }]}
        >
          <Input maxLength={HOME_TITLE_MAX_LENGTH} showCount />
        </Form.Item>
        <Form.Item name="titleEn" label={t('home.titleEn')} extra={t('home.titleEnHelp')}>
          <Input maxLength={HOME_TITLE_EN_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="intro" label={t('home.intro')}>
          <Input.TextArea maxLength={HOME_INTRO_MAX_LENGTH} showCount autoSize={{ minRows: 1, maxRows: 3 }} />
        </Form.Item>
        <Form.Item name="introEn" label={t('home.introEn')}>
          <Input.TextArea maxLength={HOME_INTRO_EN_MAX_LENGTH} autoSize={{ minRows: 1, maxRows: 3 }} />
        </Form.Item>
        <Form.Item
          name="linkUrl"
          label={t('home.linkUrl')}
          extra={t('home.linkHelp')}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const problem = linkUrlMessage(value, language);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input maxLength={HOME_LINK_MAX_LENGTH} placeholder="/subject" />
        </Form.Item>
        <Form.Item name="itemsId" label={t('home.project')} extra={t('home.projectHelp')}>
          <ProjectSelect placeholder={t('home.projectPlaceholder')} />
        </Form.Item>
        <Form.Item name="sort" label={t('home.sort')} extra={t('home.sortHelp')}>
          <InputNumber min={-1_000_000} max={1_000_000} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="isShow" label={t('home.isShow')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
