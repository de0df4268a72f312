import type {
  TOfflineGiftDetail,
  TOfflineGiftQuery,
  TOfflineGiftRow,
  TOfflineMethod,
} from '@alma/shared/admin-api/offline-gifts';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import { fenToYuan } from '@alma/shared/money/money';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import { donorMobileOf } from '../../security/mobile-number.ts';
import type { Secrets } from '../../security/secrets.ts';
import { findGift, type GiftFilter, listGifts } from './repository.ts';

type GiftRecord = NonNullable<Awaited<ReturnType<typeof findGift>>>;

function rowOf(record: GiftRecord): TOfflineGiftRow {
  return {
    id: record.id,
    billNo: record.billNo,
    itemsId: record.itemsId,
    itemsName: record.itemsName,
    userId: record.userId,
    donorName: record.donorName,
    // What was received, whatever has been refunded of it since.
    amount: fenToYuan(record.moneyFen + record.refundedFen),
    method: record.method as TOfflineMethod,
    receivedOn: String(record.receivedOn),
    payerName: record.payerName,
    reference: record.reference,
    recordedBy: record.recordedBy ?? '',
    createdAt: toWireDate(record.createdAt) ?? '',
  };
}

/** GET /offline-gifts: the recorded gifts, the latest received first. */
export async function giftPage(
  database: Database,
  query: GiftFilter & { page: number; pageSize: number },
): Promise<TAdminRows<TOfflineGiftRow>> {
  const { rows, total } = await listGifts(database.db, query, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { rows: rows.map(rowOf), total };
}

/** GET /offline-gifts/:id: one record, the donor's mobile masked. */
export async function giftDetail(
  deps: { database: Database; secrets: Secrets; storage: FileStorage },
  id: number,
): Promise<TOfflineGiftDetail> {
  const record = await findGift(deps.database.db, id);
  if (!record) throw new AppError('NOT_FOUND', 'error.notFound', { field: 'id' });
  return {
    ...rowOf(record),
    note: record.note,
    voucherUrl: record.voucherKey ? deps.storage.urlOf(record.voucherKey) : '',
    status: record.status,
    donorMobile: donorMobileOf(deps.secrets, record.mobileBox, false),
    receiptAsked: typeof record.formData?.sealed === 'string',
  };
}

export type { TOfflineGiftQuery };
