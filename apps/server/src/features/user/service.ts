import type { TUpdateUserBody, TUserCenter } from '@alma/shared/api/user-center';
import { SETTING_OPEN_LOGIN } from '@alma/shared/constants/limits';
import { AppError } from '@alma/shared/errors/app-error';
import { fenToYuan } from '@alma/shared/money/money';
import { maskWholeMobile } from '@alma/shared/validation/mobile';
import { checkNickname } from '@alma/shared/validation/text';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import type { Secrets } from '../../security/secrets.ts';
import { ownUploadUrl } from '../files/service.ts';
import { findSettingValue, findUserAvatar, findUserCenterRow, updateUserProfile } from './repository.ts';

/** When '1', the personal centre asks WeChat-only accounts (accountType 1) to bind a mobile. */

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** user/center/my: the profile and totals of the signed-in user, from paid donations only. */
export async function getUserCenter(
  { db, secrets }: { db: Db; secrets: Secrets },
  userId: number,
): Promise<TUserCenter> {
  const [row, openLogin] = await Promise.all([
    findUserCenterRow(db, userId),
    findSettingValue(db, SETTING_OPEN_LOGIN),
  ]);
  if (!row) throw new AppError('TOKEN_INVALID', 'error.tokenInvalid');
  return {
    userId: row.userId,
    nickname: row.nickname,
    avatar: row.avatar,
    donateMoney: fenToYuan(row.paidFen),
    donateCountItems: row.paidItems,
    launchCount: row.launches,
    togetherLaunchCount: row.launches,
    isOpenLogin: flag(openLogin === '1'),
    accountType: row.accountType,
    loginNotes: '',
    mobile: maskedMobile(secrets, row.mobileBox),
    isAlumni: flag(row.isAlumni),
  };
}

function maskedMobile(secrets: Secrets, box: string | null): string {
  if (!box) return '';
  try {
    return maskWholeMobile(secrets.open(box));
  } catch {
    // A box sealed under another secret cannot be read; show nothing rather than fail the page.
    return '';
  }
}

/**
 * user/center/updateUser. Everything is checked before anything is written, so a refused avatar
 * leaves the nickname untouched too. The avatar must be one of the user's own uploads (or the
 * avatar they already have): an arbitrary address would let anyone show a tracking pixel or
 * someone else's picture wherever avatars appear.
 */
export async function updateUser(
  deps: { db: Db; storage: FileStorage; publicUrl: string },
  userId: number,
  body: TUpdateUserBody,
): Promise<void> {
  const changes: { nickname?: string; avatar?: string } = {};
  if (body.nickname !== undefined) {
    const invalid = checkNickname(body.nickname);
    if (invalid) throw new AppError('INVALID_REQUEST', invalid.key, invalid.params);
    changes.nickname = body.nickname.trim();
  }
  if (body.avatar !== undefined && body.avatar !== (await findUserAvatar(deps.db, userId))) {
    const url = await ownUploadUrl(deps, userId, body.avatar, deps.publicUrl);
    if (!url) throw new AppError('INVALID_REQUEST', 'user.avatarInvalid');
    changes.avatar = url;
  }
  if (Object.keys(changes).length > 0) await updateUserProfile(deps.db, userId, changes);
}
