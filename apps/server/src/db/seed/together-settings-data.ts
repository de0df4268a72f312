import type { Tx } from '../client.ts';
import { togetherSettings } from '../schema/donation-forms.ts';
import { PROJECT } from './demo-ids.ts';

const yuan = (amount: number) => amount * 100;

/**
 * The launch options of the demo projects with together on (doc 2 §2.7): slogans to choose
 * from, target chips in fen, free entry and the no-target chip. The seeded fundraisers
 * (donations-data.ts) use slogans from these lists.
 */
export const TOGETHER_SETTINGS: Array<typeof togetherSettings.$inferInsert> = [
  {
    itemsId: PROJECT.scholarship,
    sloganList: ['寒门学子，一路有我', '点滴爱心，汇聚成河', '一起为母校加油', '让梦想不因贫困止步'],
    moneyList: [
      { title: '1000元', moneyFen: yuan(1000) },
      { title: '2000元', moneyFen: yuan(2000) },
      { title: '5000元', moneyFen: yuan(5000) },
    ],
    isHandMoney: true,
    isNoTarget: true,
  },
  {
    itemsId: PROJECT.innovation,
    sloganList: ['支持学弟学妹追逐创业梦想', '点燃青年创造力', '创新路上，我们同行'],
    moneyList: [
      { title: '500元', moneyFen: yuan(500) },
      { title: '1000元', moneyFen: yuan(1000) },
      { title: '3000元', moneyFen: yuan(3000) },
    ],
    // Chips only: a fundraiser aims at one of the amounts a startup grant is made of.
    isHandMoney: false,
    isNoTarget: true,
  },
  {
    itemsId: PROJECT.alumniFund,
    sloganList: ['饮水思源，回馈母校', '校友同心，共筑未来', '毕业十年，再聚母校'],
    moneyList: [
      { title: '1万元', moneyFen: yuan(10_000) },
      { title: '5万元', moneyFen: yuan(50_000) },
      { title: '10万元', moneyFen: yuan(100_000) },
    ],
    isHandMoney: true,
    isNoTarget: true,
  },
  {
    itemsId: PROJECT.lunch,
    sloganList: ['一份午餐，一份温暖', '让每位同学吃上热乎饭', '爱心午餐，你我同行'],
    moneyList: [
      { title: '100份午餐', moneyFen: yuan(1500) },
      { title: '200份午餐', moneyFen: yuan(3000) },
    ],
    isHandMoney: true,
    isNoTarget: false,
  },
];

export async function insertTogetherSettings(tx: Tx): Promise<void> {
  await tx.insert(togetherSettings).values(TOGETHER_SETTINGS);
}
