import { MESSAGE_MAX_LENGTH } from '@alma/shared/constants/limits';
import { checkLeaveword, textLength } from '@alma/shared/validation/text';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { showToast } from '../../../lib/toast.ts';
import { hasToken } from '../../../lib/token-store.ts';
import { useInsertLeaveword } from '../api/insert-leaveword.ts';

/** Validation and success toasts last 1 s; the API client shows server errors for 2 s itself. */
const MESSAGE_TOAST_MS = 1000;

/**
 * The message textarea (at most 140 characters, doc 1 §5). Posting needs a token: a visitor goes
 * to login and comes back here. With auditing on, only the pending-review toast appears.
 */
export function MessageForm({ itemsId, audited }: { itemsId: number; audited: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();
  const [content, setContent] = useState('');
  const post = useInsertLeaveword(itemsId, audited);

  const submit = () => {
    if (!hasToken()) {
      navigate(`/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      return;
    }
    const invalid = checkLeaveword(content);
    if (invalid) {
      const text =
        invalid.key === 'validation.messageEmpty'
          ? t('projectDetail.message.empty')
          : t('projectDetail.message.tooLong', { max: MESSAGE_MAX_LENGTH });
      void showToast(text, MESSAGE_TOAST_MS);
      return;
    }
    post.mutate(content.trim(), {
      onSuccess: () => {
        setContent('');
        const text = audited ? t('projectDetail.message.pending') : t('projectDetail.message.success');
        void showToast(text, MESSAGE_TOAST_MS, 'success');
      },
    });
  };

  return (
    <form
      className="message-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="detail-visually-hidden" htmlFor={inputId}>
        {t('projectDetail.message.label')}
      </label>
      <textarea
        id={inputId}
        className="message-input"
        value={content}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={3}
        placeholder={t('projectDetail.message.placeholder')}
        onChange={(event) => setContent(event.target.value)}
      />
      <div className="message-form-foot">
        <span className="message-counter" data-testid="message-counter">
          {textLength(content)}/{MESSAGE_MAX_LENGTH}
        </span>
        <button type="submit" className="alma-button is-primary" disabled={post.isPending}>
          {post.isPending ? t('projectDetail.message.posting') : t('projectDetail.message.post')}
        </button>
      </div>
    </form>
  );
}
