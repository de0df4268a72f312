import {
  NAMEPLATE_FIELDS,
  NEW_NAMEPLATE_TEMPLATE,
  type TNameplateBoxWrite,
  type TNameplateTemplate,
  type TNameplateTemplateWrite,
} from '@alma/shared/admin-api/naming-inventory';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import { assertStoredImages } from '../files/staff-upload-service.ts';
import { findTemplate, type NameplateRecord, upsertTemplate } from './nameplate-repository.ts';
import { assertNamingProject } from './seat-areas-service.ts';

const COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A stored template as the console edits it. Rows written before this screen (the seed, a hand
 * edit) may hold anything in their JSON: a box or colour the form could not save is shown as the
 * form would start it, so opening and saving a template never fails on what staff did not touch.
 */
function valuesOf(row: NameplateRecord): TNameplateTemplateWrite {
  // Rebuilt key by key: jsonb keeps its own key order, and saves compare these as text.
  const boxes = row.configData
    .filter((box) => (NAMEPLATE_FIELDS as readonly string[]).includes(box.field))
    .map(
      (box): TNameplateBoxWrite => ({
        field: box.field as TNameplateBoxWrite['field'],
        placeholder: box.placeholder,
        x: box.x,
        y: box.y,
        style: {
          color: box.style.color,
          fontSize: box.style.fontSize,
          letterSpacing: box.style.letterSpacing,
          lineHeight: box.style.lineHeight,
          width: box.style.width,
        },
      }),
    );
  const detail = row.detailConfig as Record<string, unknown>;
  const color = text(detail.bg_color);
  return {
    bgImg: row.bgImg,
    exampleImg: row.exampleImg,
    configData: boxes,
    detailConfig: {
      bg_img: text(detail.bg_img),
      bg_word: text(detail.bg_word),
      bottom_img: text(detail.bottom_img),
      bg_color: COLOR.test(color) ? color : NEW_NAMEPLATE_TEMPLATE.detailConfig.bg_color,
    },
  };
}

export async function templateOf(db: Db | Tx, itemsId: number): Promise<TNameplateTemplate> {
  await assertNamingProject(db, itemsId);
  const row = await findTemplate(db, itemsId);
  if (!row) return { itemsId, stored: false, ...NEW_NAMEPLATE_TEMPLATE };
  return { itemsId, stored: true, ...valuesOf(row) };
}

export async function saveTemplate(
  database: Database,
  actor: AuditActor,
  itemsId: number,
  input: TNameplateTemplateWrite,
) {
  return database.db.transaction(async (tx) => {
    await assertNamingProject(tx, itemsId);
    const row = await findTemplate(tx, itemsId, true);
    const before = row ? valuesOf(row) : null;
    const pictures = [
      { field: 'bgImg', url: input.bgImg, was: before?.bgImg },
      { field: 'exampleImg', url: input.exampleImg, was: before?.exampleImg },
      { field: 'detailConfig.bg_img', url: input.detailConfig.bg_img, was: before?.detailConfig.bg_img },
      {
        field: 'detailConfig.bottom_img',
        url: input.detailConfig.bottom_img,
        was: before?.detailConfig.bottom_img,
      },
    ];
    await assertStoredImages(
      tx,
      pictures.filter((picture) => picture.url !== '' && picture.url !== picture.was),
    );
    if (before && JSON.stringify(before) === JSON.stringify(input)) recordNoChange(actor);
    else {
      const saved = await upsertTemplate(tx, { itemsId, ...input });
      await recordAudit(tx, actor, {
        action: 'nameplate.save',
        targetType: 'nameplate_template',
        targetId: itemsId,
        before,
        after: valuesOf(saved),
      });
    }
    return templateOf(tx, itemsId);
  });
}
