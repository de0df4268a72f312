import { MESSAGE_MAX_LENGTH, NICKNAME_MAX_LENGTH, TEXTAREA_DEFAULT_MAX_LENGTH } from '../constants/limits.ts';
import type { MessageKey, MessageParams } from '../i18n/server-messages.ts';

export type Invalid = { key: MessageKey; params?: MessageParams };

/** Characters as a person counts them: an emoji or a CJK character is one. */
export function textLength(text: string): number {
  return Array.from(text).length;
}

/** A message posted on a project: at most 140 characters, not blank. */
export function checkLeaveword(content: string): Invalid | null {
  if (content.trim() === '') return { key: 'validation.messageEmpty' };
  if (textLength(content) > MESSAGE_MAX_LENGTH) {
    return { key: 'validation.messageTooLong', params: { max: MESSAGE_MAX_LENGTH } };
  }
  return null;
}

export function checkNickname(nickname: string): Invalid | null {
  if (nickname.trim() === '') return { key: 'validation.nicknameEmpty' };
  if (textLength(nickname) > NICKNAME_MAX_LENGTH) {
    return { key: 'validation.nicknameTooLong', params: { max: NICKNAME_MAX_LENGTH } };
  }
  return null;
}

/** A textarea's maximum: its configured maximum when length limits are on, else 200. */
export function textareaMaxLength(field: {
  isLengthLimit?: number | null;
  lengthMax?: number | null;
}): number {
  return field.isLengthLimit === 1 && field.lengthMax && field.lengthMax > 0
    ? field.lengthMax
    : TEXTAREA_DEFAULT_MAX_LENGTH;
}
