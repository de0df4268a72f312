import { toWireDate } from '@alma/shared/dates/wire-date';
import { ANONYMOUS_LABEL } from '@alma/shared/validation/display';
import type { donations } from '../schema/donations.ts';
import type { DemoClock } from './demo-clock.ts';
import type { Gift } from './donations-data.ts';
import { donorNameOf } from './donors-data.ts';
import type { ProjectSeed } from './project-row.ts';

type DonationRow = typeof donations.$inferInsert;

/** Pay type and platform, varied so the data has WeChat H5, mini-program and Alipay orders. */
function channelOf(index: number): { payType: number; donateFrom: string } {
  if (index % 5 === 4) return { payType: 2, donateFrom: 'U1' };
  if (index % 3 === 1) return { payType: 1, donateFrom: 'U6' };
  return { payType: 1, donateFrom: 'U5' };
}

/** Turns the demo gifts into orders, priced from the project they go to. */
export function donationRows(gifts: Gift[], projects: ProjectSeed[], clock: DemoClock): DonationRow[] {
  const byId = new Map(projects.map((project) => [project.id, project]));
  return gifts.map((gift, index) => {
    const project = byId.get(gift.item);
    if (!project) throw new Error(`demo gift for unknown project ${gift.item}`);
    const goods = project.crowdType === 2;
    const moneyFen = goods ? gift.amount * (project.materialPriceFen ?? 0) : gift.amount * 100;
    const paidAt = clock.at(gift.days, gift.hour, (index * 17) % 60);
    const createdAt = new Date(paidAt.getTime() - (60 + (index % 4) * 45) * 1000);
    const day = toWireDate(createdAt)!.slice(0, 10).replaceAll('-', '');
    return {
      billNo: `DEMO${day}${String(index + 1).padStart(4, '0')}`,
      userId: gift.user,
      itemsId: gift.item,
      subItemsId: gift.sub ?? null,
      togetherId: gift.together ?? null,
      crowdType: goods ? 2 : 1,
      moneyFen,
      materialNumber: goods ? gift.amount : 0,
      ...channelOf(index),
      status: gift.status ?? 'PAID',
      isAnonymous: gift.anonymous ?? false,
      donorName: gift.anonymous ? ANONYMOUS_LABEL.zh_CN : donorNameOf(gift.user),
      seats: gift.seats ?? '',
      namingType: project.itemsType === 2 ? (project.namingType ?? 1) : 0,
      createdAt,
      paidAt: gift.status ? null : paidAt,
    };
  });
}

/** Objects named by PAID orders, per naming project (items.naming_count_donate). */
export function namedCounts(gifts: Gift[], projects: ProjectSeed[]): Map<number, number> {
  const naming = new Set(projects.filter((project) => project.itemsType === 2).map((project) => project.id));
  const counts = new Map<number, number>();
  for (const gift of gifts) {
    if (gift.status || !naming.has(gift.item)) continue;
    counts.set(gift.item, (counts.get(gift.item) ?? 0) + (gift.named ?? 1));
  }
  return counts;
}
