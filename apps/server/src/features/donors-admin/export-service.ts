import type { PassThrough } from 'node:stream';
import type { TDonorRow } from '@alma/shared/admin-api/donors';
import type { Language } from '@alma/shared/i18n/language';
import { formatYuan } from '@alma/shared/money/money';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import type { Secrets } from '../../security/secrets.ts';
import { csvWriter, type ExportWriter, xlsxWriter } from '../orders-admin/export-writers.ts';
import { donorPage } from './admin-service.ts';

const PAGE = 500;

const HEADERS: Record<Language, string[]> = {
  zh_CN: [
    '编号',
    '姓名',
    '昵称',
    '用户名',
    '手机（部分隐藏）',
    '认证校友',
    '账号状态',
    '捐赠笔数',
    '捐赠总额（元）',
    '首次捐赠',
    '最近捐赠',
    '注册时间',
  ],
  English: [
    'Id',
    'Name',
    'Nickname',
    'Username',
    'Mobile (masked)',
    'Alumnus',
    'Account',
    'Gifts',
    'Given (yuan)',
    'First gift',
    'Latest gift',
    'Signed up',
  ],
};
const WORDS: Record<Language, { yes: string; no: string; enabled: string; disabled: string }> = {
  zh_CN: { yes: '是', no: '否', enabled: '正常', disabled: '已停用' },
  English: { yes: 'Yes', no: 'No', enabled: 'Active', disabled: 'Disabled' },
};

function cellsOf(row: TDonorRow, language: Language): Array<string | number> {
  const words = WORDS[language];
  return [
    row.id,
    row.realName,
    row.nickname,
    row.username,
    row.mobile,
    row.isAlumni ? words.yes : words.no,
    row.disabled ? words.disabled : words.enabled,
    row.giftCount,
    formatYuan(row.giftTotal),
    row.firstGiftAt,
    row.lastGiftAt,
    row.createdAt,
  ];
}

/**
 * The donor list as a CSV or xlsx file, page by page through the same search as the screen (mobiles
 * masked as there); the export is audited with its search once the file is written.
 */
export async function writeDonorExport(
  deps: { database: Database; secrets: Secrets },
  actor: AuditActor,
  request: {
    format: 'csv' | 'xlsx';
    s?: string | undefined;
    alumni?: boolean | undefined;
    tag?: string | undefined;
    language: Language;
  },
  out: PassThrough,
): Promise<void> {
  const headers = HEADERS[request.language];
  const writer: ExportWriter =
    request.format === 'csv' ? csvWriter(out, headers) : await xlsxWriter(out, headers, 'donors');
  let rows = 0;
  for (let page = 1; ; page += 1) {
    const found = await donorPage(deps.database, deps.secrets, {
      page,
      pageSize: PAGE,
      ...(request.s ? { s: request.s } : {}),
      ...(request.alumni === undefined ? {} : { alumni: request.alumni }),
      ...(request.tag ? { tag: request.tag } : {}),
    });
    await writer.writePage(found.rows.map((row) => cellsOf(row, request.language)));
    rows += found.rows.length;
    if (found.rows.length < PAGE || out.destroyed) break;
  }
  await writer.end();
  await recordAudit(deps.database.db, actor, {
    action: 'donor.export',
    targetType: 'donor',
    targetId: '',
    // What was searched, without a mobile typed into it.
    after: {
      format: request.format,
      alumni: request.alumni ?? null,
      ...(request.tag ? { tag: request.tag } : {}),
      searched: Boolean(request.s),
      rows,
    },
  });
}
