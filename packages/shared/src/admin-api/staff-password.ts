/**
 * The rules of a staff password the staff member chooses (the first sign-in's forced change, or any
 * later change). No zod here: the console's change-password screen checks with the same function
 * the server does, and that screen may be the first one a new staff member loads.
 */
export const STAFF_PASSWORD_MIN_LENGTH = 10;
export const STAFF_PASSWORD_MAX_LENGTH = 200;

export type TStaffPasswordProblem = 'tooShort' | 'tooLong' | 'sameAsOld' | 'isUsername';

/** What is wrong with `newPassword` as the account's next password, or null when it may be used. */
export function staffPasswordProblem(input: {
  username: string;
  currentPassword: string;
  newPassword: string;
}): TStaffPasswordProblem | null {
  const { username, currentPassword, newPassword } = input;
  if (newPassword.length < STAFF_PASSWORD_MIN_LENGTH) return 'tooShort';
  if (newPassword.length > STAFF_PASSWORD_MAX_LENGTH) return 'tooLong';
  if (newPassword === currentPassword) return 'sameAsOld';
  if (newPassword.trim().toLowerCase() === username.trim().toLowerCase()) return 'isUsername';
  return null;
}
