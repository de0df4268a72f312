import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { type DetailsForm, detailsFor, type Envelope, signHeaders } from './spec-client.ts';

/** The demo projects a gift bench gives to (bench/orders.ts, bench/giving-day.ts). */

export async function get<T>(base: string, path: string): Promise<Envelope<T>> {
  return (await (await fetch(`${base}${path}`, { headers: signHeaders() })).json()) as Envelope<T>;
}

type Row = { id: number; crowdType: number; itemsType: number; isDonate: number; materialPrice: number };
type FormDetail = DetailsForm & { minMoneyCertificate: number; minMoney: number };
export type Project = Row & { gift: Record<string, unknown> };

/**
 * Open money and goods projects of the demo data with a gift that makes no document: under the
 * form's certificate threshold (a project that gives one for any amount is left out), no receipt.
 */
export async function plainGiftProjects(base: string): Promise<Project[]> {
  const list = await get<{ rows: Row[] }>(base, `${SPEC_PATHS.items.itemsList}?limit=100&language=zh_CN`);
  const inGivingDays = await liveGivingDayProjects(base);
  const projects: Project[] = [];
  for (const row of list.data.rows.filter(
    (r) => r.isDonate === 1 && r.itemsType === 1 && !inGivingDays.has(r.id),
  )) {
    const detail = await get<{ isAlumni: number; materialPrice: number }>(
      base,
      `${SPEC_PATHS.items.itemsDetail}?id=${row.id}&language=zh_CN`,
    );
    if (detail.data.isAlumni !== 0) continue;
    const form = await get<FormDetail>(
      base,
      `${SPEC_PATHS.items.formDetail}?itemsId=${row.id}&language=zh_CN`,
    );
    const certificates = form.data.isOpenCertificate === 1;
    const goods = row.crowdType === 2;
    const yuan = goods ? detail.data.materialPrice : Math.max(1, Math.ceil(form.data.minMoney));
    if (certificates && form.data.minMoneyCertificate <= yuan) continue;
    const amount = goods ? { donateMaterialNumber: 1 } : { currencyMoney: yuan };
    projects.push({ ...row, gift: { ...amount, ...detailsFor(form.data), isNeedReceipt: false } });
  }
  if (projects.length === 0) throw new Error('no demo project takes a gift that makes no document');
  return projects;
}

/**
 * The projects of a live giving day: their gifts are placed on the giving day's path (boards and
 * matching pools, bench/giving-day.ts), not the ordinary one this bench measures.
 */
async function liveGivingDayProjects(base: string): Promise<Set<number>> {
  const days = await get<{ rows: Array<{ id: number; state: string }> }>(
    base,
    `${SPEC_PATHS.givingDay.list}?limit=50&language=zh_CN`,
  );
  const ids = new Set<number>();
  for (const day of days.data.rows.filter((row) => row.state !== 'ended')) {
    const detail = await get<{ items: Array<{ id: number }> }>(
      base,
      `${SPEC_PATHS.givingDay.detail}?id=${day.id}&language=zh_CN`,
    );
    for (const item of detail.data.items) ids.add(item.id);
  }
  return ids;
}
