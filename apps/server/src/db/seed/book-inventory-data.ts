import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { donations } from '../schema/donations.ts';
import { bookCategories, bookClaims, books } from '../schema/naming.ts';
import { PROJECT } from './demo-ids.ts';
import { GIFTS } from './donations-data.ts';

/**
 * The book naming project's catalogue (项目 17): classic titles in six categories, priced
 * 100–200 元, some sold out. The copies named by the demo's PAID book orders (donations-data.ts,
 * whose directory labels read "《书名》×n") become named claims here, so the catalogue's counts,
 * the directory and the project's naming count agree.
 */

export const BOOK_CATEGORY_TITLES = ['文学', '历史', '科学', '艺术', '哲学', '经济'] as const;
type Category = (typeof BOOK_CATEGORY_TITLES)[number];

type BookSeed = {
  category: Category;
  title: string;
  author: string;
  press: string;
  /** The first 12 ISBN digits; the check digit is computed. */
  isbn12: string;
  yuan: number;
  stock: number;
  remarks?: string;
};

const b = (
  category: Category,
  title: string,
  author: string,
  press: string,
  isbn12: string,
  yuan: number,
  stock: number,
  remarks = '',
): BookSeed => ({ category, title, author, press, isbn12, yuan, stock, remarks });

// Prices of the titles the demo orders name match those orders' amounts (e.g. 三体 ×3 = 540 元).
export const BOOK_SEEDS: readonly BookSeed[] = [
  b('文学', '平凡的世界', '路遥', '北京十月文艺出版社', '978753024850', 150, 12, '茅盾文学奖获奖作品'),
  b('文学', '红岩', '罗广斌 杨益言', '中国青年出版社', '978750063842', 120, 8, '红色经典'),
  b('文学', '百年孤独', '加西亚·马尔克斯', '南海出版公司', '978754424289', 160, 6, '诺贝尔文学奖作品'),
  b('文学', '围城', '钱锺书', '人民文学出版社', '978702002413', 120, 15),
  b('文学', '三体', '刘慈欣', '重庆出版社', '978753662105', 180, 20, '雨果奖获奖作品'),
  b('文学', '红楼梦', '曹雪芹', '人民文学出版社', '978702000220', 198, 5, '四大名著'),
  b('文学', '边城', '沈从文', '北京十月文艺出版社', '978753024567', 100, 0),
  b('文学', '活着', '余华', '作家出版社', '978750636542', 110, 18),
  b('文学', '呐喊', '鲁迅', '人民文学出版社', '978702009067', 105, 10),
  b('文学', '老人与海', '海明威', '上海译文出版社', '978753275063', 100, 0, '暂无库存'),
  b('历史', '史记', '司马迁', '中华书局', '978710100300', 200, 4, '中华经典'),
  b('历史', '万历十五年', '黄仁宇', '生活·读书·新知三联书店', '978710802519', 138, 9),
  b('历史', '资治通鉴', '司马光', '中华书局', '978710107001', 200, 2),
  b('历史', '中国通史', '吕思勉', '华东师范大学出版社', '978756173108', 168, 7),
  b('历史', '人类简史：从动物到上帝', '尤瓦尔·赫拉利', '中信出版社', '978750864790', 158, 14),
  b('历史', '枪炮、病菌与钢铁：人类社会的命运', '贾雷德·戴蒙德', '上海译文出版社', '978753277102', 148, 0),
  b('历史', '乡土中国', '费孝通', '北京大学出版社', '978730110697', 108, 20),
  b('科学', '时间简史', '史蒂芬·霍金', '湖南科学技术出版社', '978753574475', 128, 11),
  b('科学', '物种起源', '查尔斯·达尔文', '商务印书馆', '978710006773', 168, 3),
  b('科学', '自然哲学的数学原理', '艾萨克·牛顿', '北京大学出版社', '978730110802', 188, 1),
  b('科学', '寂静的春天', '蕾切尔·卡逊', '上海译文出版社', '978753276520', 118, 13),
  b('科学', '自私的基因', '理查德·道金斯', '中信出版社', '978750867010', 138, 0),
  b('科学', '从一到无穷大', '乔治·伽莫夫', '科学出版社', '978703022380', 125, 16),
  b('科学', '上帝掷骰子吗：量子物理史话', '曹天元', '北京联合出版公司', '978755026574', 130, 10),
  b('艺术', '美的历程', '李泽厚', '生活·读书·新知三联书店', '978710804014', 128, 8),
  b('艺术', '艺术的故事', '贡布里希', '广西美术出版社', '978754940342', 200, 2, '精装'),
  b('艺术', '中国绘画史', '陈师曾', '中华书局', '978710110234', 145, 6),
  b('艺术', '谈美', '朱光潜', '中华书局', '978710111452', 100, 19),
  b('艺术', '人间词话', '王国维', '上海古籍出版社', '978753256970', 102, 12),
  b('艺术', '音乐的故事', '保罗·亨利·朗', '上海音乐出版社', '978755232001', 160, 0),
  b('哲学', '论语译注', '杨伯峻', '中华书局', '978710100038', 112, 20, '中华经典'),
  b(
    '哲学',
    '西方哲学史：及其与从古代到现代的政治、社会情况的联系',
    '伯特兰·罗素',
    '商务印书馆',
    '978710015233',
    198,
    4,
    '全两卷',
  ),
  b('哲学', '中国哲学简史', '冯友兰', '北京大学出版社', '978730105834', 135, 15),
  b('哲学', '理想国', '柏拉图', '商务印书馆', '978710001245', 150, 9),
  b('哲学', '道德经', '老子', '中华书局', '978710108901', 100, 20),
  b('哲学', '存在与时间', '马丁·海德格尔', '商务印书馆', '978710008562', 190, 1),
  b('哲学', '沉思录', '马可·奥勒留', '中央编译出版社', '978751170331', 108, 0),
  b('经济', '国富论', '亚当·斯密', '商务印书馆', '978710011702', 178, 5),
  b('经济', '资本论（第一卷）', '卡尔·马克思', '人民出版社', '978701017174', 196, 3),
  b('经济', '经济学原理', '曼昆', '北京大学出版社', '978730125634', 189, 10),
];

/** ISBN-13 check digit over the first 12 digits. */
export function isbn13(first12: string): string {
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/** "《三体》×3、《围城》×2" → [['三体', 3], ['围城', 2]]. */
export function parseBookLabel(label: string): Array<[string, number]> {
  return [...label.matchAll(/《([^》]+)》×(\d+)/g)].map((match) => [match[1] ?? '', Number(match[2])]);
}

/** Copies named by the demo's PAID book orders. */
const NAMED_COPIES = GIFTS.filter((gift) => gift.item === PROJECT.bookNaming && !gift.status).reduce(
  (total, gift) => total + (gift.named ?? 1),
  0,
);

/** Copies open or named: the project's namingCountAll. */
export const BOOK_COPIES_TOTAL = BOOK_SEEDS.reduce((total, book) => total + book.stock, NAMED_COPIES);

export async function insertBookInventory(tx: Tx): Promise<void> {
  const categoryRows = await tx
    .insert(bookCategories)
    .values(BOOK_CATEGORY_TITLES.map((title, sort) => ({ itemsId: PROJECT.bookNaming, title, sort })))
    .returning({ id: bookCategories.id, title: bookCategories.title });
  const categoryId = new Map(categoryRows.map((row) => [row.title, row.id]));
  const bookRows = await tx
    .insert(books)
    .values(
      BOOK_SEEDS.map((book, sort) => ({
        itemsId: PROJECT.bookNaming,
        categoryId: categoryId.get(book.category) ?? null,
        title: book.title,
        author: book.author,
        press: book.press,
        bookNo: isbn13(book.isbn12),
        unitPriceFen: book.yuan * 100,
        stock: book.stock,
        remarks: book.remarks ?? '',
        sort,
      })),
    )
    .returning({ id: books.id, title: books.title, unitPriceFen: books.unitPriceFen });
  const byTitle = new Map(bookRows.map((row) => [row.title, row]));
  await insertNamedBookClaims(tx, byTitle);
}

/**
 * The demo's PAID book orders become named claims. Their copies count in BOOK_COPIES_TOTAL
 * through the stock figures above, which are what is left after them.
 */
async function insertNamedBookClaims(
  tx: Tx,
  byTitle: Map<string, { id: number; unitPriceFen: number }>,
): Promise<void> {
  const paid = await tx
    .select({
      id: donations.id,
      seats: donations.seats,
      donorName: donations.donorName,
      moneyFen: donations.moneyFen,
      paidAt: donations.paidAt,
    })
    .from(donations)
    .where(and(eq(donations.itemsId, PROJECT.bookNaming), eq(donations.status, 'PAID')));
  for (const order of paid) {
    const lines = parseBookLabel(order.seats);
    let priced = 0;
    for (const [title, quantity] of lines) {
      const book = byTitle.get(title);
      if (!book) throw new Error(`demo book order names an unknown book: ${title}`);
      priced += book.unitPriceFen * quantity;
      const nameplate = { donorName: order.donorName, donorIdentity: '校友', donationMessage: '书香致远' };
      await tx.insert(bookClaims).values({
        bookId: book.id,
        donationId: order.id,
        state: 'named',
        quantity,
        unitPriceFen: book.unitPriceFen,
        nameplates: Array.from({ length: quantity }, () => nameplate),
        namedAt: order.paidAt,
      });
      await tx
        .update(books)
        .set({ namingCount: sql`${books.namingCount} + ${quantity}` })
        .where(eq(books.id, book.id));
    }
    if (priced !== order.moneyFen)
      throw new Error(`demo book order ${order.id} is not priced from its books`);
  }
}
