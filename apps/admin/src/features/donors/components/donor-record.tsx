import {
  DONOR_CONTACT_CHANNELS,
  DONOR_NOTE_MAX,
  DONOR_TAG_MAX,
  type TDonorContactChannel,
  type TDonorDetail,
  type TDonorNote,
} from '@alma/shared/admin-api/donors';
import {
  App,
  Button,
  DatePicker,
  Empty,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Timeline,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { useMayCall } from '../../../lib/session.ts';
import { useAddDonorNote, useDeleteDonorNote, useDonorNotes, useSetDonorTags } from '../api/donors.ts';

const CHANNEL_WORD: Record<TDonorContactChannel, string> = {
  phone: 'donors.channelPhone',
  visit: 'donors.channelVisit',
  email: 'donors.channelEmail',
  wechat: 'donors.channelWechat',
  event: 'donors.channelEvent',
  other: 'donors.channelOther',
};

export function channelOptions(t: TFunction) {
  return DONOR_CONTACT_CHANNELS.map((value) => ({ value, label: t(CHANNEL_WORD[value]) }));
}

/** The donor's tags: type, Enter, save (the whole list; the server audits before and after). */
function DonorTags({ donor }: { donor: TDonorDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayWrite = useMayCall()('PUT /donors/:id/tags');
  const save = useSetDonorTags();
  const [tags, setTags] = useState<string[]>(donor.tags);
  const tooLong = tags.some((tag) => Array.from(tag).length > DONOR_TAG_MAX);
  const changed = tags.join('\n') !== donor.tags.join('\n');

  return (
    <Space.Compact style={{ width: '100%' }} data-testid="donor-tags">
      <Select
        mode="tags"
        style={{ width: '100%' }}
        value={tags}
        disabled={!mayWrite}
        placeholder={t('donors.tagsPlaceholder')}
        status={tooLong ? 'error' : undefined}
        options={[]}
        suffixIcon={null}
        tokenSeparators={[',', '，']}
        onChange={(next: string[]) => setTags([...new Set(next.map((tag) => tag.trim()).filter(Boolean))])}
      />
      {mayWrite ? (
        <Button
          type="primary"
          disabled={!changed}
          loading={save.isPending}
          onClick={() => {
            if (tooLong) {
              void message.error(t('donors.tagTooLong'));
              return;
            }
            save.mutate(
              { id: donor.id, tags },
              {
                onSuccess: () => void message.success(t('donors.tagsSaved')),
                onError: (error) => void message.error(error.message),
              },
            );
          }}
        >
          {t('donors.tagsSave')}
        </Button>
      ) : null}
    </Space.Compact>
  );
}

type NoteForm = { text: string; channel?: TDonorContactChannel; contactOn?: Dayjs };

/** Adds a note, or a contact with its channel and day. */
function AddNote({
  donorId,
  kind,
  onDone,
}: {
  donorId: number;
  kind: 'note' | 'contact';
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const add = useAddDonorNote();
  const [form] = Form.useForm<NoteForm>();
  const submit = (values: NoteForm) =>
    add.mutate(
      {
        id: donorId,
        input:
          kind === 'note'
            ? { kind, text: values.text }
            : {
                kind,
                text: values.text,
                channel: values.channel ?? 'other',
                contactOn: values.contactOn?.format('YYYY-MM-DD') ?? '',
              },
      },
      {
        onSuccess: () => {
          void message.success(t('donors.noteAdded'));
          onDone();
        },
        onError: (error) => void message.error(error.message),
      },
    );

  return (
    <Form<NoteForm> form={form} layout="vertical" onFinish={submit} data-testid={`donor-add-${kind}`}>
      {kind === 'contact' ? (
        <Space wrap>
          <Form.Item
            name="channel"
            label={t('donors.channel')}
            rules={[{ required: true, message: t('donors.channelRequired') }]}
          >
            <Select style={{ width: 160 }} options={channelOptions(t)} />
          </Form.Item>
          <Form.Item
            name="contactOn"
            label={t('donors.contactOn')}
            rules={[{ required: true, message: t('donors.contactOnRequired') }]}
          >
            <DatePicker />
          </Form.Item>
        </Space>
      ) : null}
      <Form.Item
        name="text"
        label={t('donors.noteText')}
        rules={[{ required: true, whitespace: true, message: t('donors.noteTextRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={DONOR_NOTE_MAX} showCount />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {t('donors.save')}
        </Button>
        <Button onClick={onDone}>{t('donors.cancel')}</Button>
      </Space>
    </Form>
  );
}

function NoteItem({ donorId, note }: { donorId: number; note: TDonorNote }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeleteDonorNote();
  const heading =
    note.kind === 'contact' && note.channel
      ? t('donors.contactLine', { on: note.contactOn ?? '', channel: t(CHANNEL_WORD[note.channel]) })
      : t('donors.kindNote');
  return (
    <div data-testid="donor-note">
      <Space>
        <Typography.Text strong>{heading}</Typography.Text>
        <Typography.Text type="secondary">
          {t('donors.noteBy', { name: note.staffName, at: note.createdAt })}
        </Typography.Text>
        {note.deletable ? (
          <Popconfirm
            title={t('donors.noteDeleteTitle')}
            onConfirm={() =>
              remove.mutateAsync(
                { id: donorId, noteId: note.id },
                {
                  onSuccess: () => void message.success(t('donors.noteDeleted')),
                  onError: (error) => void message.error(error.message),
                },
              )
            }
          >
            <Button type="link" size="small" danger>
              {t('donors.noteDelete')}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
        {note.text}
      </Typography.Paragraph>
    </div>
  );
}

/** 标签 and 备注与联系记录 on a donor's record. Keyed by the donor's id. */
export function DonorRecord({ donor }: { donor: TDonorDetail }) {
  const { t } = useTranslation();
  const mayWrite = useMayCall()('POST /donors/:id/notes');
  const notes = useDonorNotes(donor.id);
  const [adding, setAdding] = useState<'note' | 'contact' | null>(null);

  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('donors.tags')}
      </Typography.Title>
      <DonorTags donor={donor} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('donors.record')}
      </Typography.Title>
      {mayWrite ? (
        adding ? (
          <AddNote key={adding} donorId={donor.id} kind={adding} onDone={() => setAdding(null)} />
        ) : (
          <Space style={{ marginBottom: 16 }}>
            <Button onClick={() => setAdding('note')}>{t('donors.addNote')}</Button>
            <Button onClick={() => setAdding('contact')}>{t('donors.addContact')}</Button>
          </Space>
        )
      ) : null}
      {notes.isError && !notes.data ? (
        <LoadError error={notes.error} onRetry={() => void notes.refetch()} />
      ) : notes.data && notes.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('donors.noNotes')} />
      ) : (
        <Timeline
          style={{ marginTop: 16 }}
          items={(notes.data ?? []).map((note) => ({
            key: note.id,
            color: note.kind === 'contact' ? 'green' : 'blue',
            children: <NoteItem donorId={donor.id} note={note} />,
          }))}
        />
      )}
    </>
  );
}
