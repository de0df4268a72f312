import type { donationForms } from '../schema/donation-forms.ts';
import { PROJECT } from './demo-ids.ts';

const THANKS = '感谢您对母校的支持！\n每一份心意都将用于项目建设，我们会定期公示善款使用情况。';

/**
 * Donation forms of some demo projects; the others use the defaults (any positive amount, every
 * configured pay method). Money is fen.
 */
export const DONATION_FORMS: Array<typeof donationForms.$inferInsert> = [
  { itemsId: PROJECT.scholarship, minMoneyFen: 100, successWord: THANKS },
  { itemsId: PROJECT.books, isIntegerMoney: true, successWord: '感谢您为书香校园添砖加瓦！' },
  { itemsId: PROJECT.discipline, minMoneyFen: 1000, isIntegerMoney: true, successWord: THANKS },
  { itemsId: PROJECT.alumniFund, successWord: '饮水思源，感谢校友的支持！' },
  { itemsId: PROJECT.lunch, successWord: '感谢您的爱心午餐！' },
];
