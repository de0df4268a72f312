import {
  DEFAULT_AGREEMENT_BODY,
  DEFAULT_AGREEMENT_BODY_EN,
  DEFAULT_AGREEMENT_PLACEMENT,
  DEFAULT_AGREEMENT_TITLE,
  DEFAULT_AGREEMENT_TITLE_EN,
} from '@alma/shared/agreements/agreement-template';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { agreementTemplates } from '../schema/agreements.ts';
import { items } from '../schema/items.ts';
import { CAMPAIGN, PROJECT } from './demo-ids.ts';

/** The hhu tree agreement's own words: the tree, its care and the plaque, beside the default terms. */
const TREE_BODY = DEFAULT_AGREEMENT_BODY.replace(
  '三、甲方有权',
  '三、乙方负责所认捐树木的养护，并在树旁设立铭牌，铭牌内容以甲方在认捐表单中填写的为准；树木因不可抗力损毁的，乙方在原址或就近补植。\n四、甲方有权',
)
  .replace('四、本协议未尽事宜', '五、本协议未尽事宜')
  .replace('五、本协议以电子形式签署', '六、本协议以电子形式签署');

/**
 * The demo's agreement templates (issue 23): two projects a contract can be signed for (the cpu
 * flow lists them), and the riverside campus's tree agreement (hhu, items 7 and 8).
 */
export async function insertAgreementTemplates(tx: Tx): Promise<void> {
  const wanted = [PROJECT.scholarship, PROJECT.teachers, CAMPAIGN.riversideTrees, CAMPAIGN.riversideTreeMap];
  const present = new Set(
    (await tx.select({ id: items.id }).from(items).where(inArray(items.id, wanted))).map((row) => row.id),
  );
  const contract = (itemsId: number) => ({
    itemsId,
    title: DEFAULT_AGREEMENT_TITLE,
    body: DEFAULT_AGREEMENT_BODY,
    titleEn: DEFAULT_AGREEMENT_TITLE_EN,
    bodyEn: DEFAULT_AGREEMENT_BODY_EN,
    offerContract: true,
    placement: DEFAULT_AGREEMENT_PLACEMENT,
  });
  const tree = (itemsId: number) => ({
    itemsId,
    title: '林木认捐协议书',
    body: TREE_BODY,
    titleEn: 'Tree Donation Agreement',
    bodyEn: DEFAULT_AGREEMENT_BODY_EN,
    offerContract: false,
    placement: { signature: { x: 150, width: 152, height: 63 }, seal: { x: 360, size: 110 } },
  });
  const rows = [
    contract(PROJECT.scholarship),
    contract(PROJECT.teachers),
    tree(CAMPAIGN.riversideTrees),
    tree(CAMPAIGN.riversideTreeMap),
  ].filter((row) => present.has(row.itemsId));
  if (rows.length > 0) await tx.insert(agreementTemplates).values(rows).onConflictDoNothing();
}
