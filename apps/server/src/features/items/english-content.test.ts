import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { formField } from '@alma/shared/validation/form-fields';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentProject,
  EMAIL_RECEIPT,
  newDonor,
  openDocuments,
  POSTAL,
  paidGift,
} from '../../../test/documents-fixtures.ts';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createDonation, createSubItem, createTogether } from '../../../test/items-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donationForms } from '../../db/schema/donation-forms.ts';
import { items, itemTypes } from '../../db/schema/items.ts';
import { bookClaims, books } from '../../db/schema/naming.ts';

/**
 * Text staff write (categories, projects, sub-projects, units, form fields) answers in English to
 * an English request when staff gave an English text, in Chinese otherwise, and in Chinese to a
 * Chinese request always. Each call is asked in both languages, in both orders of the public cache.
 */

let t: TestApp;
let typeId: number;
let plainTypeId: number;
let goodsId: number;
let plainId: number;
let artsId: number;
let scienceId: number;
let togetherId: number;
let donor: { userId: number; token: string };

const CHINESE = { name: '书香校园', intro: '每一本书都是一份心意', material: '图书', unit: '本' };
const ENGLISH = {
  name: 'Books for the Library',
  intro: 'Every book is a gift',
  material: 'Books',
  unit: 'copies',
};

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1', PUBLIC_CACHE_TTL: '600' });
  const { db } = t.deps.database;
  const [aid, campus] = await db
    .insert(itemTypes)
    .values([
      { name: '助学育人', nameEn: 'Student aid', sort: 1 },
      { name: '校园建设', nameEn: '', sort: 2 },
    ])
    .returning({ id: itemTypes.id });
  typeId = aid!.id;
  plainTypeId = campus!.id;
  goodsId = await createItem(t.deps, {
    typeId,
    name: CHINESE.name,
    nameEn: ENGLISH.name,
    intro: CHINESE.intro,
    introEn: ENGLISH.intro,
    crowdType: 2,
    materialName: CHINESE.material,
    materialNameEn: ENGLISH.material,
    materialUnit: CHINESE.unit,
    materialUnitEn: ENGLISH.unit,
    materialPriceFen: 3000,
    isSub: true,
    isDonateTogether: true,
    sort: 1,
  });
  // No English texts at all: an English reader sees the Chinese ones.
  plainId = await createItem(t.deps, {
    typeId: plainTypeId,
    name: '校园绿化',
    intro: '种一棵树',
    crowdType: 2,
    materialName: '树苗',
    materialUnit: '棵',
    materialPriceFen: 5000,
    sort: 2,
  });
  artsId = await createSubItem(t.deps, {
    itemsId: goodsId,
    name: '文学院',
    nameEn: 'School of Arts',
    sort: 1,
  });
  scienceId = await createSubItem(t.deps, { itemsId: goodsId, name: '理学院', nameEn: '', sort: 2 });
  await db.insert(donationForms).values({
    itemsId: goodsId,
    fieldList: [
      formField({
        fieldName: 'identity',
        fieldShowName: '身份',
        fieldShowNameEn: 'Identity',
        fieldUiType: 'radio',
        isRequire: 1,
        optionList: [
          { id: 1, title: '校友', titleEn: 'Alumnus' },
          { id: 2, title: '在校生', titleEn: '' },
        ],
      }),
      formField({
        fieldName: 'employer',
        fieldShowName: '工作单位',
        fieldShowNameEn: 'Employer',
        fieldUiType: 'input',
        inputTip: '请填写单位全称',
        inputTipEn: 'Full name of your employer',
        isLengthLimit: 1,
        lengthMin: 4,
        lengthMax: 40,
      }),
      formField({ fieldName: 'note', fieldShowName: '备注', fieldUiType: 'input', inputTip: '选填' }),
    ],
  });
  donor = await createUser(t.deps, { nickname: '书友' });
  togetherId = await createTogether(t.deps, { userId: donor.userId, itemsId: goodsId });
  await createDonation(t.deps, {
    userId: donor.userId,
    itemsId: goodsId,
    subItemsId: artsId,
    crowdType: 2,
    materialNumber: 3,
    moneyFen: 9000,
    togetherId,
  });
  await createDonation(t.deps, {
    userId: donor.userId,
    itemsId: plainId,
    crowdType: 2,
    materialNumber: 1,
    moneyFen: 5000,
  });
});
afterAll(() => t.close());

type Language = 'zh_CN' | 'English';

/** One call's data in each language; the first asked of each is a miss, the second a cache hit. */
async function inBoth<T>(url: string, query: Record<string, unknown> = {}, token: string | null = null) {
  const read = async (language: Language) => {
    const answer = await t.get<T>(url, query, { language, token });
    expect(answer.code, `${url} ${language}: ${answer.message}`).toBe(0);
    return answer.data;
  };
  const english = await read('English');
  const chinese = await read('zh_CN');
  // Asked again, in the other order: a cached answer of one language never answers the other.
  // Signed document links carry their expiry second, so two reads a second apart differ there only.
  const unsigned = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value).replace(/\?e=\d+&s=[A-Za-z0-9_-]+/g, '?signed'));
  expect(unsigned(await read('zh_CN'))).toEqual(unsigned(chinese));
  expect(unsigned(await read('English'))).toEqual(unsigned(english));
  return { english, chinese };
}

describe('the catalogue', () => {
  it('typeList names the categories in English where staff gave a name', async () => {
    const { english, chinese } = await inBoth<Array<{ id: number; name: string }>>(SPEC_PATHS.items.typeList);
    expect(english).toEqual([
      { id: typeId, name: 'Student aid' },
      { id: plainTypeId, name: '校园建设' },
    ]);
    expect(chinese.map((row) => row.name)).toEqual(['助学育人', '校园建设']);
  });

  it('itemsList and itemsDetail answer the name, intro, material and unit', async () => {
    type Row = { id: number; name: string; intro: string; materialName: string; materialUnit: string };
    const list = await inBoth<{ rows: Row[] }>(SPEC_PATHS.items.itemsList, { limit: 10, offset: 0 });
    const texts = (row: Row | undefined) => [row?.name, row?.intro, row?.materialName, row?.materialUnit];
    const byId = (rows: Row[], id: number) => rows.find((row) => row.id === id);
    expect(texts(byId(list.english.rows, goodsId))).toEqual(Object.values(ENGLISH));
    expect(texts(byId(list.chinese.rows, goodsId))).toEqual(Object.values(CHINESE));
    expect(texts(byId(list.english.rows, plainId))).toEqual(['校园绿化', '种一棵树', '树苗', '棵']);

    type Detail = Row & { subItemsList: Array<{ id: number; name: string }> };
    const detail = await inBoth<Detail>(SPEC_PATHS.items.itemsDetail, { id: goodsId });
    expect(texts(detail.english)).toEqual(Object.values(ENGLISH));
    expect(texts(detail.chinese)).toEqual(Object.values(CHINESE));
    expect(detail.english.subItemsList).toEqual([
      { id: artsId, name: 'School of Arts' },
      { id: scienceId, name: '理学院' },
    ]);
    expect(detail.chinese.subItemsList.map((sub) => sub.name)).toEqual(['文学院', '理学院']);
  });

  it('finds a project by either name, whichever language is asked', async () => {
    for (const s of ['Books for', '书香']) {
      const found = await t.get<{ rows: Array<{ id: number }> }>(
        SPEC_PATHS.items.itemsList,
        { limit: 10, offset: 0, s },
        { language: 'English' },
      );
      expect(
        found.data.rows.map((row) => row.id),
        s,
      ).toEqual([goodsId]);
    }
  });

  it('subItemsStatistics and itemsSubPrice name the sub-projects', async () => {
    const stats = await inBoth<Array<{ name: string }>>(SPEC_PATHS.items.subItemsStatistics, {
      itemsId: goodsId,
    });
    expect(stats.english.map((sub) => sub.name)).toEqual(['School of Arts', '理学院']);
    expect(stats.chinese.map((sub) => sub.name)).toEqual(['文学院', '理学院']);
    const price = await inBoth<{ subItemsList: Array<{ name: string }> }>(SPEC_PATHS.items.itemsSubPrice, {
      itemsId: goodsId,
    });
    expect(price.english.subItemsList.map((sub) => sub.name)).toEqual(['School of Arts', '理学院']);
    expect(price.chinese.subItemsList.map((sub) => sub.name)).toEqual(['文学院', '理学院']);
  });
});

describe('the donation form', () => {
  type Field = { fieldShowName: string; inputTip: string; optionList?: Array<{ id: number; title: string }> };

  it('formDetail answers the labels, tips and options in the reader’s language, without the English texts', async () => {
    const read = async (language: Language) =>
      (await t.get<{ fieldList: Field[] }>(SPEC_PATHS.items.formDetail, { itemsId: goodsId }, { language }))
        .data.fieldList;
    const english = await read('English');
    expect(english.map((field) => [field.fieldShowName, field.inputTip])).toEqual([
      ['Identity', ''],
      ['Employer', 'Full name of your employer'],
      ['备注', '选填'],
    ]);
    expect(english[0]?.optionList).toEqual([
      { id: 1, title: 'Alumnus' },
      { id: 2, title: '在校生' },
    ]);
    expect(JSON.stringify(english)).not.toMatch(/En"/);
    const chinese = await read('zh_CN');
    expect(chinese.map((field) => [field.fieldShowName, field.inputTip])).toEqual([
      ['身份', ''],
      ['工作单位', '请填写单位全称'],
      ['备注', '选填'],
    ]);
    expect(chinese[0]?.optionList?.map((option) => option.title)).toEqual(['校友', '在校生']);
  });

  it('items/donate names the field by the label the reader saw', async () => {
    const refusal = async (language: Language, formDataMap: Record<string, unknown>) => {
      const answer = await t.post(
        SPEC_PATHS.items.donate,
        { itemsId: goodsId, payType: 1, donateMaterialNumber: 1, formDataMap },
        { token: donor.token, language },
      );
      expect(answer.code).toBe(-1);
      return answer.message;
    };
    expect(await refusal('English', {})).toBe('Please choose Identity');
    expect(await refusal('zh_CN', {})).toBe('请选择身份');
    expect(await refusal('English', { identity: 1, employer: 'ACM' })).toBe(
      'Employer must be at least 4 characters',
    );
    expect(await refusal('zh_CN', { identity: 1, employer: 'ACM' })).toBe('工作单位长度不得小于4');
  });
});

describe('fundraisers', () => {
  it('the project’s together tab, togetherDetail and launchDetail answer the material and unit', async () => {
    const tab = await inBoth<{ rows: Array<{ materialName: string; materialUnit: string }> }>(
      SPEC_PATHS.items.togetherList,
      { itemsId: goodsId, limit: 10, offset: 0 },
    );
    expect(tab.english.rows[0]).toMatchObject({ materialName: 'Books', materialUnit: 'copies' });
    expect(tab.chinese.rows[0]).toMatchObject({ materialName: '图书', materialUnit: '本' });

    const texts = { itemsName: ENGLISH.name, materialName: ENGLISH.material, materialUnit: ENGLISH.unit };
    const chineseTexts = {
      itemsName: CHINESE.name,
      materialName: CHINESE.material,
      materialUnit: CHINESE.unit,
    };
    const detail = await inBoth(SPEC_PATHS.together.togetherDetail, { id: togetherId });
    expect(detail.english).toMatchObject(texts);
    expect(detail.chinese).toMatchObject(chineseTexts);
    const launch = await inBoth(SPEC_PATHS.together.launchDetail, { itemsId: goodsId }, donor.token);
    expect(launch.english).toMatchObject(texts);
    expect(launch.chinese).toMatchObject(chineseTexts);
  });
});

describe('records', () => {
  type RecordRow = { itemsName: string; subItemsName: string; materialUnit: string };
  const texts = (row: RecordRow | undefined) => [row?.itemsName, row?.subItemsName, row?.materialUnit];

  it('the directory rows name the project, the sub-project and the unit', async () => {
    const page = await inBoth<{ rows: RecordRow[] }>(SPEC_PATHS.index.donateRecordPage, {
      itemsId: goodsId,
      limit: 10,
      offset: 0,
    });
    expect(texts(page.english.rows[0])).toEqual([ENGLISH.name, 'School of Arts', ENGLISH.unit]);
    expect(texts(page.chinese.rows[0])).toEqual([CHINESE.name, '文学院', CHINESE.unit]);
  });

  it('the donor’s own donations, by time and by category, and fundraisers', async () => {
    const mine = await inBoth<{ rows: RecordRow[] }>(
      SPEC_PATHS.userCenter.donateRecordList,
      { limit: 10, offset: 0 },
      donor.token,
    );
    expect(mine.english.rows.map(texts)).toEqual([
      ['校园绿化', '', '棵'],
      [ENGLISH.name, 'School of Arts', ENGLISH.unit],
    ]);
    expect(mine.chinese.rows.map(texts)).toEqual([
      ['校园绿化', '', '棵'],
      [CHINESE.name, '文学院', CHINESE.unit],
    ]);

    type Group = { title: string; rows: RecordRow[] };
    const groups = await inBoth<{ rows: Group[] }>(
      SPEC_PATHS.userCenter.itemsDonateGroup,
      { limit: 10, offset: 0 },
      donor.token,
    );
    expect(groups.english.rows.map((group) => [group.title, group.rows[0]?.itemsName])).toEqual([
      ['Student aid', ENGLISH.name],
      ['校园建设', '校园绿化'],
    ]);
    expect(groups.chinese.rows.map((group) => [group.title, group.rows[0]?.itemsName])).toEqual([
      ['助学育人', CHINESE.name],
      ['校园建设', '校园绿化'],
    ]);

    for (const path of [SPEC_PATHS.userCenter.launchList, SPEC_PATHS.userCenter.joinList]) {
      const page = await inBoth<{ rows: Array<{ itemsName: string; materialUnit: string }> }>(
        path,
        { limit: 10, offset: 0 },
        donor.token,
      );
      expect(page.english.rows[0], path).toMatchObject({
        itemsName: ENGLISH.name,
        materialUnit: ENGLISH.unit,
      });
      expect(page.chinese.rows[0], path).toMatchObject({
        itemsName: CHINESE.name,
        materialUnit: CHINESE.unit,
      });
    }
  });

  it('the donor’s naming records name the project', async () => {
    const { db } = t.deps.database;
    const libraryId = await createItem(t.deps, {
      name: '图书馆冠名',
      nameEn: 'Name a library book',
      itemsType: 2,
      namingType: 2,
    });
    const [book] = await db
      .insert(books)
      .values({ itemsId: libraryId, title: '论语', unitPriceFen: 10_000, stock: 5 })
      .returning({ id: books.id });
    const donationId = await createDonation(t.deps, { userId: donor.userId, itemsId: libraryId });
    await db.insert(bookClaims).values({
      bookId: book!.id,
      donationId,
      state: 'named',
      quantity: 1,
      unitPriceFen: 10_000,
      namedAt: new Date(),
    });
    const page = await inBoth<{ rows: Array<{ itemsName: string }> }>(
      SPEC_PATHS.userCenter.namingList,
      { limit: 10, offset: 0 },
      donor.token,
    );
    expect(page.english.rows.map((row) => row.itemsName)).toEqual(['Name a library book']);
    expect(page.chinese.rows.map((row) => row.itemsName)).toEqual(['图书馆冠名']);
  });
});

describe('after paying', () => {
  it('success, certificates and receipts name the project', async () => {
    await openDocuments(t);
    const projectId = await documentProject(t);
    await t.deps.database.db
      .update(items)
      .set({ nameEn: 'Library building', introEn: 'A new library' })
      .where(eq(items.id, projectId));
    const giver = await newDonor(t);
    const billNo = await paidGift(t, giver, projectId, 200, {
      certificateDonorName: '张三',
      isNeedPaper: 1,
      certificateWay: '2',
      ...POSTAL,
      ...EMAIL_RECEIPT,
    });
    // Below the receipt minimum of another gift: it waits in the receipt stay list.
    await paidGift(t, giver, projectId, 150, { certificateDonorName: '张三' });
    await t.jobs.runUntilIdle();

    const success = await inBoth(SPEC_PATHS.items.success, { donatePlatOrder: billNo }, giver.token);
    expect(success.english).toMatchObject({ itemsName: 'Library building', itemsIntro: 'A new library' });
    expect(success.chinese).toMatchObject({ itemsName: '图书馆建设' });

    for (const path of [
      SPEC_PATHS.certificate.page,
      SPEC_PATHS.certificate.stayPage,
      SPEC_PATHS.receipt.page,
      SPEC_PATHS.receipt.stayPage,
    ]) {
      const page = await inBoth<{ rows: Array<{ itemsName: string }> }>(path, { limit: 10 }, giver.token);
      expect(page.english.rows.length, path).toBeGreaterThan(0);
      expect(new Set(page.english.rows.map((row) => row.itemsName)), path).toEqual(
        new Set(['Library building']),
      );
      expect(new Set(page.chinese.rows.map((row) => row.itemsName)), path).toEqual(new Set(['图书馆建设']));
    }
  });
});
