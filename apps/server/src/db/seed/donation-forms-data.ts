import type { FormField } from '@alma/shared/validation/form-fields';
import type { donationForms } from '../schema/donation-forms.ts';
import { CAMPAIGN, PROJECT } from './demo-ids.ts';
import { BOOK_DONOR_FIELDS, TREE_AGREEMENT_FIELDS } from './form-fields-data.ts';

const THANKS = '感谢您对母校的支持！\n每一份心意都将用于项目建设，我们会定期公示善款使用情况。';

/**
 * The naming projects whose text promises 电子捐赠证书及公益事业捐赠票据 (naming-projects-data.ts,
 * 捐赠鸣谢): their forms offer both from any amount, so the promise holds on the naming form.
 */
const namingForm = (itemsId: number): typeof donationForms.$inferInsert => ({
  itemsId,
  isShowCertificate: true,
  isOpenCertificate: true,
  isShowReceipt: true,
  isOpenReceipt: true,
  isCreditCode: true,
  receiptPickUpAddress: '示范大学行政楼 302 教育发展基金会',
  receiptPickUpMobile: '025-8888 6666',
  receiptPickUpName: '李老师',
  certificatePickUpAddress: '示范大学行政楼 302 教育发展基金会',
  certificatePickUpMobile: '025-8888 6666',
  certificatePickUpName: '李老师',
});

/**
 * Donation forms of some demo projects; the others use the defaults (any positive amount, every
 * configured pay method). Money is fen.
 */
export const DONATION_FORMS: Array<typeof donationForms.$inferInsert> = [
  { itemsId: PROJECT.scholarship, minMoneyFen: 100, successWord: THANKS },
  {
    itemsId: PROJECT.books,
    isIntegerMoney: true,
    successWord: '感谢您为书香校园添砖加瓦！',
    fieldList: BOOK_DONOR_FIELDS as FormField[],
    // One book (¥50) earns a certificate, two a receipt.
    isShowCertificate: true,
    isOpenCertificate: true,
    minMoneyCertificateFen: 5000,
    certificatePickUpAddress: '示范大学图书馆一楼服务台',
    certificatePickUpMobile: '025-8888 6601',
    certificatePickUpName: '王老师',
    isShowReceipt: true,
    isOpenReceipt: true,
    minMoneyReceiptFen: 10_000,
    isCreditCode: true,
    receiptPickUpAddress: '示范大学行政楼 302 教育发展基金会',
    receiptPickUpMobile: '025-8888 6666',
    receiptPickUpName: '李老师',
    isLargeRemind: true,
    largeAmountFen: 500_000,
    remindContent:
      '您本次捐赠金额较大，如需开具公益事业捐赠票据或签订捐赠协议，请在捐赠后联系基金会：025-8888 6666。',
  },
  {
    itemsId: PROJECT.discipline,
    minMoneyFen: 1000,
    isIntegerMoney: true,
    successWord: THANKS,
    // Receipts of this fund are issued offline by the finance office.
    isShowReceipt: true,
    isOpenReceipt: true,
    offlineContactInfo: '本项目捐赠票据由学校财务处统一开具，请联系 025-8888 6688（工作日 9:00–17:00）。',
  },
  { itemsId: PROJECT.alumniFund, successWord: '饮水思源，感谢校友的支持！' },
  { itemsId: PROJECT.lunch, successWord: '感谢您的爱心午餐！' },
  ...[
    PROJECT.hallSeats,
    PROJECT.jnuSeats,
    PROJECT.bookNaming,
    CAMPAIGN.treeMap,
    CAMPAIGN.auditoriumSeats,
    CAMPAIGN.alumniWall,
  ].map(namingForm),
  // The riverside trees are given with a signed agreement (doc 4 §2.3, tree-naming-hhu/form).
  ...[CAMPAIGN.riversideTrees, CAMPAIGN.riversideTreeMap].map((itemsId) => ({
    ...namingForm(itemsId),
    fieldList: TREE_AGREEMENT_FIELDS as FormField[],
  })),
];
