import { checkTogetherSettings } from '@alma/shared/admin-api/project-rules';
import type {
  TTogetherSettings,
  TTogetherSettingsWrite,
} from '@alma/shared/admin-api/project-together-settings';
import { AppError } from '@alma/shared/errors/app-error';
import { fenToYuan, yuanToFen } from '@alma/shared/money/money';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import { projectExists } from './projects-repository.ts';
import {
  deleteTogetherSettings,
  findTogetherSettings,
  saveTogetherSettings,
  type TogetherSettingsValues,
} from './together-settings-repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'error.notFound');

/** What a project without settings offers (the together feature's own defaults). */
const DEFAULTS: TogetherSettingsValues = {
  sloganList: [],
  moneyList: [],
  isHandMoney: true,
  isNoTarget: true,
};

function settingsOf(itemsId: number, values: TogetherSettingsValues, isDefault: boolean): TTogetherSettings {
  return {
    itemsId,
    isDefault,
    sloganList: values.sloganList,
    moneyList: values.moneyList.map(({ title, moneyFen }) => ({ title, money: fenToYuan(moneyFen) })),
    isHandMoney: values.isHandMoney,
    isNoTarget: values.isNoTarget,
  };
}

function valuesOf(input: TTogetherSettingsWrite): TogetherSettingsValues {
  return {
    sloganList: input.sloganList,
    moneyList: input.moneyList.map(({ title, money }) => {
      const moneyFen = yuanToFen(money);
      if (moneyFen === null) throw new Error(`unchecked yuan amount ${money}`);
      return { title, moneyFen };
    }),
    isHandMoney: input.isHandMoney,
    isNoTarget: input.isNoTarget,
  };
}

async function current(db: Db | Tx, itemsId: number): Promise<TTogetherSettings> {
  const row = await findTogetherSettings(db, itemsId);
  return row ? settingsOf(itemsId, row, false) : settingsOf(itemsId, DEFAULTS, true);
}

export async function togetherSettingsOf(db: Db, itemsId: number): Promise<TTogetherSettings> {
  if (!(await projectExists(db, itemsId))) throw notFound();
  return current(db, itemsId);
}

/** Fundraisers already launched keep their slogan and target; only new launches see the change. */
export async function saveTogetherSettingsOf(
  database: Database,
  actor: AuditActor,
  itemsId: number,
  input: TTogetherSettingsWrite,
): Promise<TTogetherSettings> {
  const problem = checkTogetherSettings(input);
  if (problem) throw new AppError('INVALID_REQUEST', problem.key, { field: problem.field });
  return database.db.transaction(async (tx) => {
    if (!(await projectExists(tx, itemsId))) throw notFound();
    const before = await current(tx, itemsId);
    await saveTogetherSettings(tx, itemsId, valuesOf(input));
    const after = await current(tx, itemsId);
    await recordAudit(tx, actor, {
      action: 'togetherSettings.update',
      targetType: 'project',
      targetId: itemsId,
      before,
      after,
    });
    return after;
  });
}

/** Back to the defaults: free entry and the no-target chip, no slogans or chips of its own. */
export async function resetTogetherSettingsOf(
  database: Database,
  actor: AuditActor,
  itemsId: number,
): Promise<TTogetherSettings> {
  return database.db.transaction(async (tx) => {
    if (!(await projectExists(tx, itemsId))) throw notFound();
    const before = await current(tx, itemsId);
    if (before.isDefault) {
      recordNoChange(actor);
      return before;
    }
    await deleteTogetherSettings(tx, itemsId);
    const after = await current(tx, itemsId);
    await recordAudit(tx, actor, {
      action: 'togetherSettings.reset',
      targetType: 'project',
      targetId: itemsId,
      before,
      after,
    });
    return after;
  });
}
