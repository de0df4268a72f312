import { PLATFORM_DEFAULT_NICKNAME } from '@alma/shared/validation/display';
import type { Secrets } from '../../security/secrets.ts';
import type { users } from '../schema/accounts.ts';
import type { DemoClock } from './demo-clock.ts';
import { USER } from './demo-ids.ts';
import type { DemoImages } from './images.ts';

/** The documented demo logins (README): the client sends SHA-256 hex of these. */
export const DEMO_LOGIN = { username: 'demo', password: 'demo1234', mobile: '86-13800000000' } as const;
export const ALUMNI_LOGIN = { username: 'alumni', password: 'alumni1234', mobile: '86-13900000000' } as const;

type Donor = [id: number, nickname: string, avatar: number | null, isAlumni: boolean, joinedDaysAgo: number];

/** Donors who reached the platform through WeChat (accountType 1, no mobile bound). */
const DONORS: Donor[] = [
  [3, '张明远', 0, true, 530],
  [4, '李思雨', 1, false, 545],
  [5, '王浩然', 2, true, 505],
  [6, '陈晓婷', 3, false, 415],
  [7, '刘建国', 4, true, 525],
  [8, '赵雅琪', 5, false, 540],
  [9, '周子轩', 0, false, 300],
  [10, '吴佳怡', 1, false, 535],
  [11, '孙立华', 2, true, 475],
  [12, '郑欣然', 3, false, 435],
  [13, '黄志强', 4, false, 525],
  [14, '林梦瑶', 5, false, 530],
  [15, '何宇航', 0, false, 395],
  [16, PLATFORM_DEFAULT_NICKNAME, null, false, 528],
  [17, '马晓东', 1, false, 175],
  [18, '徐静怡', 2, false, 220],
];

export type PasswordHashes = { demo: string; alumni: string };

export function userRows(
  images: DemoImages,
  clock: DemoClock,
  secrets: Secrets,
  hashes: PasswordHashes,
): Array<typeof users.$inferInsert> {
  const avatar = (index: number | null) =>
    index === null ? '' : images.avatars[index % images.avatars.length]!;
  return [
    {
      id: USER.demo,
      username: DEMO_LOGIN.username,
      passwordHash: hashes.demo,
      mobileLookup: secrets.lookup(DEMO_LOGIN.mobile),
      mobileBox: secrets.seal(DEMO_LOGIN.mobile),
      nickname: '演示用户',
      avatar: avatar(3),
      accountType: 2,
      createdAt: clock.at(200, 9, 0),
    },
    {
      id: USER.alumni,
      username: ALUMNI_LOGIN.username,
      passwordHash: hashes.alumni,
      mobileLookup: secrets.lookup(ALUMNI_LOGIN.mobile),
      mobileBox: secrets.seal(ALUMNI_LOGIN.mobile),
      nickname: '林知远',
      avatar: avatar(4),
      accountType: 2,
      isAlumni: true,
      realName: '林知远',
      // A made-up number with a valid check digit, so ID validation accepts it.
      idNoBox: secrets.seal('110105199003071239'),
      createdAt: clock.at(260, 9, 0),
    },
    ...DONORS.map(([id, nickname, picture, isAlumni, joined]) => ({
      id,
      nickname,
      avatar: avatar(picture),
      accountType: 1,
      isAlumni,
      createdAt: clock.at(joined, 8, 45),
    })),
  ];
}

/** The name a donation shows in directories when it is not anonymous. */
export function donorNameOf(userId: number): string {
  if (userId === USER.demo) return '演示用户';
  if (userId === USER.alumni) return '林知远';
  const donor = DONORS.find(([id]) => id === userId);
  if (!donor) throw new Error(`demo donor ${userId} is not defined`);
  return donor[1];
}
