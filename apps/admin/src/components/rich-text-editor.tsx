import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { NodeSelection, Selection, TextSelection, type Transaction } from '@tiptap/pm/state';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Divider, Input, Modal, Space, Tooltip, Upload } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPicture } from '../lib/upload-picture.ts';
import './rich-text-editor.css';

type Props = {
  /** HTML; the server sanitises what is saved, so the editor is a convenience, not a guard. */
  value?: string;
  onChange?: (html: string) => void;
  disabled?: boolean;
  /** The editing area's least height in pixels. */
  minHeight?: number;
  'aria-label'?: string;
};

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
/** What an empty document reads as: saved as '' so "no content" stays empty. */
const EMPTY = '<p></p>';

/**
 * A picture just inserted is left selected, so the next key typed would replace it: the caret goes to
 * the text after it instead (a new paragraph when the picture is last).
 */
function caretAfterPicture({ tr }: { tr: Transaction }): boolean {
  if (!(tr.selection instanceof NodeSelection)) return true;
  const after = tr.selection.to;
  const next = Selection.findFrom(tr.doc.resolve(after), 1, true);
  if (next) {
    tr.setSelection(next);
    return true;
  }
  const paragraph = tr.doc.type.schema.nodes.paragraph;
  if (!paragraph) return true;
  tr.insert(after, paragraph.create());
  tr.setSelection(TextSelection.create(tr.doc, after + 1));
  return true;
}

function ToolButton(props: {
  title: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={props.title}>
      <Button
        size="small"
        type={props.active ? 'primary' : 'text'}
        icon={props.icon}
        aria-label={props.title}
        aria-pressed={props.active}
        disabled={props.disabled}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      h3: current.isActive('heading', { level: 3 }),
      h4: current.isActive('heading', { level: 4 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const saveLink = () => {
    const address = href.trim();
    if (address === '') chain().extendMarkRange('link').unsetLink().run();
    else if (/^(https?:\/\/|mailto:|tel:)/i.test(address))
      chain().extendMarkRange('link').setLink({ href: address }).run();
    else return void message.error(t('richText.linkInvalid'));
    setLinkOpen(false);
  };
  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label={t('richText.toolbar')}>
      <Space size={2} wrap>
        <ToolButton
          title={t('richText.heading3')}
          icon={<b>H3</b>}
          active={state.h3}
          disabled={disabled}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        />
        <ToolButton
          title={t('richText.heading4')}
          icon={<b>H4</b>}
          active={state.h4}
          disabled={disabled}
          onClick={() => chain().toggleHeading({ level: 4 }).run()}
        />
        <Divider type="vertical" />
        <ToolButton
          title={t('richText.bold')}
          icon={<BoldOutlined />}
          active={state.bold}
          disabled={disabled}
          onClick={() => chain().toggleBold().run()}
        />
        <ToolButton
          title={t('richText.italic')}
          icon={<ItalicOutlined />}
          active={state.italic}
          disabled={disabled}
          onClick={() => chain().toggleItalic().run()}
        />
        <ToolButton
          title={t('richText.underline')}
          icon={<UnderlineOutlined />}
          active={state.underline}
          disabled={disabled}
          onClick={() => chain().toggleUnderline().run()}
        />
        <ToolButton
          title={t('richText.strike')}
          icon={<StrikethroughOutlined />}
          active={state.strike}
          disabled={disabled}
          onClick={() => chain().toggleStrike().run()}
        />
        <Divider type="vertical" />
        <ToolButton
          title={t('richText.bulletList')}
          icon={<UnorderedListOutlined />}
          active={state.bullet}
          disabled={disabled}
          onClick={() => chain().toggleBulletList().run()}
        />
        <ToolButton
          title={t('richText.orderedList')}
          icon={<OrderedListOutlined />}
          active={state.ordered}
          disabled={disabled}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <ToolButton
          title={t('richText.link')}
          icon={<LinkOutlined />}
          active={state.link}
          disabled={disabled}
          onClick={() => {
            setHref((editor.getAttributes('link').href as string | undefined) ?? '');
            setLinkOpen(true);
          }}
        />
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          disabled={disabled || uploading}
          customRequest={({ file, onSuccess, onError }) => {
            setUploading(true);
            uploadPicture(file as File)
              .then((stored) => {
                chain().setImage({ src: stored.fileUrl }).command(caretAfterPicture).run();
                onSuccess?.(stored);
              })
              .catch((error: Error) => {
                void message.error(error.message);
                onError?.(error);
              })
              .finally(() => setUploading(false));
          }}
        >
          <Tooltip title={t('richText.image')}>
            <Button
              size="small"
              type="text"
              icon={<PictureOutlined />}
              loading={uploading}
              disabled={disabled}
              aria-label={t('richText.image')}
            />
          </Tooltip>
        </Upload>
        <Divider type="vertical" />
        <ToolButton
          title={t('richText.undo')}
          icon={<UndoOutlined />}
          disabled={disabled || !state.canUndo}
          onClick={() => chain().undo().run()}
        />
        <ToolButton
          title={t('richText.redo')}
          icon={<RedoOutlined />}
          disabled={disabled || !state.canRedo}
          onClick={() => chain().redo().run()}
        />
      </Space>
      <Modal
        title={t('richText.link')}
        open={linkOpen}
        onOk={saveLink}
        onCancel={() => setLinkOpen(false)}
        okText={t('richText.linkSave')}
        destroyOnHidden
      >
        <Input
          value={href}
          onChange={(event) => setHref(event.target.value)}
          onPressEnter={saveLink}
          placeholder="https://"
          aria-label={t('richText.linkAddress')}
          maxLength={500}
        />
        <p className="rich-text-hint">{t('richText.linkHint')}</p>
      </Modal>
    </div>
  );
}

/**
 * Rich text for project content and the donation agreement (Tiptap: headings, emphasis, lists,
 * links, pictures uploaded to POST /files). Works as an antd Form control (value / onChange).
 */
export function RichTextEditor({ value = '', onChange, disabled = false, minHeight = 240, ...rest }: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'] },
      }),
      Image,
    ],
    content: value,
    editable: !disabled,
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      onChange?.(html === EMPTY ? '' : html);
    },
  });

  // A value set from outside (the form loaded or reset) replaces the document; typing does not loop.
  useEffect(() => {
    if (!editor) return;
    const current = editor.getHTML();
    if (value !== current && !(value === '' && current === EMPTY))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <div className={`rich-text${disabled ? ' rich-text-disabled' : ''}`}>
      {editor && <Toolbar editor={editor} disabled={disabled} />}
      <EditorContent
        editor={editor}
        className="rich-text-content"
        style={{ minHeight }}
        aria-label={rest['aria-label']}
      />
    </div>
  );
}
