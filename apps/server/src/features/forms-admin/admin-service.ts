import type { TAdminDonationForm, TAdminDonationFormParsed } from '@alma/shared/admin-api/donation-form';
import { AppError } from '@alma/shared/errors/app-error';
import { fenToYuan } from '@alma/shared/money/money';
import { checkFormDefinition } from '@alma/shared/validation/form-definition';
import { formField } from '@alma/shared/validation/form-fields';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import {
  type DonationFormRecord,
  type DonationFormValues,
  findDonationForm,
  lockDonationForm,
  projectExists,
  upsertDonationForm,
} from './repository.ts';

/**
 * The form a project without a row of its own shows: the column defaults of donation_forms, except that
 * a certificate or receipt section is shown once staff open it (the builder's 在捐赠页显示).
 */
type FormValues = Required<DonationFormValues>;

const DEFAULTS: FormValues = {
  minMoneyFen: 0,
  isIntegerMoney: false,
  payPlatformList: [],
  isShowAnonymous: true,
  isShowNoData: true,
  isOpenCertificate: false,
  isShowCertificate: true,
  minMoneyCertificateFen: 0,
  isOpenReceipt: false,
  isShowReceipt: true,
  minMoneyReceiptFen: 0,
  isCreditCode: false,
  isLargeRemind: false,
  largeAmountFen: 0,
  remindContent: '',
  offlineContactInfo: '',
  successWord: '',
  fieldList: [],
  receiptTypeList: ['1', '2'],
  receiptWayPaperList: ['1', '2'],
  receiptWayElectronicList: ['3', '4'],
  certificateWayPaperList: ['1', '2'],
  certificatePickUpAddress: '',
  certificatePickUpMobile: '',
  certificatePickUpName: '',
  receiptPickUpAddress: '',
  receiptPickUpMobile: '',
  receiptPickUpName: '',
};

function toWire(itemsId: number, values: FormValues, saved: boolean): TAdminDonationForm {
  const { minMoneyFen, minMoneyCertificateFen, minMoneyReceiptFen, largeAmountFen, ...rest } = values;
  return {
    ...rest,
    itemsId,
    saved,
    minMoney: fenToYuan(minMoneyFen),
    minMoneyCertificate: fenToYuan(minMoneyCertificateFen),
    minMoneyReceipt: fenToYuan(minMoneyReceiptFen),
    largeAmount: fenToYuan(largeAmountFen),
  };
}

function withoutKey(record: DonationFormRecord): FormValues {
  const { itemsId: _itemsId, ...values } = record;
  return values;
}

export async function getAdminForm(database: Database, itemsId: number): Promise<TAdminDonationForm> {
  const [exists, record] = await Promise.all([
    projectExists(database.db, itemsId),
    findDonationForm(database.db, itemsId),
  ]);
  if (!exists) throw notFound();
  return record ? toWire(itemsId, withoutKey(record), true) : toWire(itemsId, DEFAULTS, false);
}

/**
 * Replaces a project's form. A form the donor form's own rules could not show (a condition on a
 * missing field, an option list that is empty…) is refused whole, naming the first problem's field.
 */
export async function saveAdminForm(
  database: Database,
  actor: AuditActor,
  itemsId: number,
  input: TAdminDonationFormParsed,
): Promise<TAdminDonationForm> {
  const { minMoney, minMoneyCertificate, minMoneyReceipt, largeAmount, fieldList, ...rest } = input;
  const values: FormValues = {
    ...rest,
    minMoneyFen: minMoney,
    minMoneyCertificateFen: minMoneyCertificate,
    minMoneyReceiptFen: minMoneyReceipt,
    largeAmountFen: largeAmount,
    fieldList: fieldList.map((field) => formField(field)),
  };
  const [problem] = checkFormDefinition({
    fieldList: values.fieldList,
    isOpenCertificate: rest.isOpenCertificate,
    minMoneyCertificateFen: minMoneyCertificate,
    isOpenReceipt: rest.isOpenReceipt,
    minMoneyReceiptFen: minMoneyReceipt,
    isLargeRemind: rest.isLargeRemind,
    largeAmountFen: largeAmount,
    receiptTypeList: rest.receiptTypeList,
    receiptWayPaperList: rest.receiptWayPaperList,
    receiptWayElectronicList: rest.receiptWayElectronicList,
    certificateWayPaperList: rest.certificateWayPaperList,
  });
  if (problem) throw new AppError('INVALID_REQUEST', problem.key, { ...problem.params, field: problem.path });
  return database.db.transaction(async (tx) => {
    if (!(await projectExists(tx, itemsId))) throw notFound();
    const before = await lockDonationForm(tx, itemsId);
    const after = await upsertDonationForm(tx, itemsId, values);
    await recordAudit(tx, actor, {
      action: 'form.save',
      targetType: 'project',
      targetId: itemsId,
      before: before ? withoutKey(before) : null,
      after: withoutKey(after),
    });
    return toWire(itemsId, withoutKey(after), true);
  });
}
