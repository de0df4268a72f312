import { NICKNAME_MAX_LENGTH } from '@alma/shared/constants/limits';
import { Dialog } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateNickname } from '../api/update-nickname.ts';
import { clampNickname, nicknameProblem } from '../model/mine-view.ts';

const SUCCESS_TOAST_MS = 1000;

/** The nickname edit dialog (doc 1 §2); on success the name on screen follows the server's answer. */
export function NicknameDialog({
  visible,
  initial,
  onClose,
}: {
  visible: boolean;
  initial: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<'empty' | 'tooLong' | null>(null);
  const update = useUpdateNickname();

  // Each opening starts from the current name. On open, not after the opening animation
  // (afterShow): what is typed during the animation would be thrown away.
  useEffect(() => {
    if (!visible) return;
    setText(initial);
    setProblem(null);
  }, [visible, initial]);

  const save = async () => {
    if (update.isPending) return;
    const found = nicknameProblem(text);
    setProblem(found);
    if (found) return;
    try {
      await update.mutateAsync(text.trim());
      void showToast(t('mine.updated'), SUCCESS_TOAST_MS, 'success');
      onClose();
    } catch {
      // The api client has shown the server's message; the dialog stays open to fix the name.
    }
  };

  // In the body, not inline: antd-mobile's Dialog renders where it is declared, and the profile
  // card's white text (for its red header) made the title invisible on the white dialog.
  return (
    <Dialog
      getContainer={() => document.body}
      visible={visible}
      title={t('mine.nickname.title')}
      closeOnAction={false}
      onClose={onClose}
      content={
        <div className="mine-nickname-form">
          <input
            className="mine-nickname-input"
            aria-label={t('mine.nickname.label')}
            placeholder={t('mine.nickname.placeholder')}
            value={text}
            onChange={(event) => setText(clampNickname(event.target.value))}
          />
          {problem ? (
            <p className="mine-nickname-problem" role="alert">
              {t(`mine.nickname.${problem}`, { max: NICKNAME_MAX_LENGTH })}
            </p>
          ) : null}
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: t('mine.nickname.cancel'), onClick: onClose },
          {
            key: 'confirm',
            text: t('mine.nickname.confirm'),
            bold: true,
            disabled: update.isPending,
            onClick: () => void save(),
          },
        ],
      ]}
    />
  );
}
