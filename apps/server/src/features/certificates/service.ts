import type {
  TCertificateDetail,
  TCertificatePage,
  TCertificatePageQuery,
  TCertificateRow,
  TCertificateStayPage,
} from '@alma/shared/api/certificates';
import type { TPaging } from '@alma/shared/api/common';
import { toWireDate } from '@alma/shared/dates/wire-date';
import type { Language } from '@alma/shared/i18n/language';
import { pickText } from '@alma/shared/i18n/pick-text';
import { fenToYuan } from '@alma/shared/money/money';
import type { SiteUrl } from '../../config/site-url.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import type { Secrets } from '../../security/secrets.ts';
import type { DocumentLinks } from '../documents/document-links.ts';
import { openJson } from '../documents/sealed-details.ts';
import { verifyUrlOf } from './render-service.ts';
import { type CertificateRecord, findOwnCertificate, pageOwnCertificates } from './repository.ts';

export type CertificateReadDeps = { db: Db; secrets: Secrets; links: DocumentLinks; siteUrl: SiteUrl };

type Joined = {
  certificate: CertificateRecord;
  itemsName: string;
  itemsNameEn: string;
  thumbnailImg: string;
  moneyFen: number;
  paidAt: Date | null;
};

/** The picture as a signed link for its owner, or '' while 证书生成中. */
export function certificateImgOf(
  links: DocumentLinks,
  certificate: CertificateRecord,
  now = new Date(),
): string {
  return certificate.imageKey ? links.linkTo('certificate', String(certificate.id), now) : '';
}

function rowOf(links: DocumentLinks, row: Joined, language: Language): TCertificateRow {
  const { certificate } = row;
  return {
    id: certificate.id,
    donateId: certificate.donationId,
    itemsId: certificate.itemsId,
    itemsName: pickText(language, row.itemsName, row.itemsNameEn),
    thumbnailImg: row.thumbnailImg,
    donateMoney: fenToYuan(row.moneyFen),
    donateTime: toWireDate(row.paidAt) ?? '',
    serialNo: certificate.serialNo,
    certificateImg: certificateImgOf(links, certificate),
    isNeedPaper: certificate.isNeedPaper ? 1 : 0,
    status: certificate.status ?? 0,
    certificateWay: certificate.certificateWay ?? 0,
  };
}

/** certificate/page: the owner's certificates, all or the paper ones, by paper status. */
export async function getCertificatePage(
  deps: CertificateReadDeps,
  userId: number,
  query: TCertificatePageQuery,
  language: Language,
): Promise<TCertificatePage> {
  const page = await pageOwnCertificates(deps.db, userId, {
    ...(query.isNeedPaper === 1 ? { isNeedPaper: true } : {}),
    ...(query.status ? { status: query.status } : {}),
    limit: query.limit,
    offset: query.offset,
  });
  return { rows: page.rows.map((row) => rowOf(deps.links, row, language)), total: page.total };
}

/** certificate/stay/page: the owner's certificates still without a paper one. */
export async function getCertificateStayPage(
  deps: CertificateReadDeps,
  userId: number,
  paging: TPaging,
  language: Language,
): Promise<TCertificateStayPage> {
  const page = await pageOwnCertificates(deps.db, userId, { ...paging, isNeedPaper: false });
  return {
    rows: page.rows.map((row) => ({
      id: row.certificate.id,
      donateId: row.certificate.donationId,
      itemsId: row.certificate.itemsId,
      itemsName: pickText(language, row.itemsName, row.itemsNameEn),
      donateMoney: fenToYuan(row.moneyFen),
      donateTime: toWireDate(row.paidAt) ?? '',
      thumbnailImg: row.thumbnailImg,
    })),
    total: page.total,
  };
}

/** certificate/detail: only the owner's; anyone else's id is not found. */
export async function getCertificateDetail(
  deps: CertificateReadDeps,
  userId: number,
  id: number,
  language: Language,
): Promise<TCertificateDetail> {
  const row = await findOwnCertificate(deps.db, userId, id);
  if (!row) throw notFound();
  const postal = openJson(deps.secrets, row.certificate.postalSealed);
  return {
    ...rowOf(deps.links, row, language),
    donorName: row.certificate.titleName,
    postalContact: postal.postalContact ?? '',
    postalMobile: postal.postalMobile ?? '',
    postalAddress: postal.postalAddress ?? '',
    expressCompanyTitle: row.certificate.expressCompany,
    expressOrderNo: row.certificate.expressNo,
    verifyUrl: verifyUrlOf(deps.siteUrl(row.origin), row.certificate.serialNo),
  };
}
