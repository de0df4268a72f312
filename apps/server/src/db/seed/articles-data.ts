import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { articleCategories, articles } from '../schema/articles.ts';
import type { DemoClock } from './demo-clock.ts';
import type { DemoImages } from './images.ts';

/**
 * Demo articles (doc 3 §2 "Article list"): two categories of the foundation's site (website 1),
 * enough news to scroll to a second page of 20, and one category of a second website for the
 * from=web calls' websiteId. One draft and one scheduled article stay hidden from donors. One
 * article came over from an old site with a tracking script and an inline handler in its HTML,
 * as pasted content often does: donors see it without either (sanitised when it is answered).
 */
export const ARTICLE_CATEGORY = { news: 1, stories: 2, alumni: 3 } as const;

/** Ids the e2e tests open directly. */
export const DEMO_ARTICLE = { firstNews: 1, legacy: 40, draft: 41, scheduled: 42 } as const;

const NEWS: Array<[title: string, intro: string]> = [
  ['教育发展基金会第三届理事会第二次会议召开', '会议审议通过了年度工作报告和下一年度预算方案。'],
  ['2024年度励志奖学金颁奖典礼举行', '86 名品学兼优、家庭经济困难的同学获得奖励。'],
  ['校友捐赠图书馆古籍修复专项启动', '首批 300 册古籍将在两年内完成修复与数字化。'],
  ['基金会荣获“5A级社会组织”称号', '这是对基金会规范运作和公益成效的充分肯定。'],
  ['“爱心午餐”项目惠及1200名学生', '项目为家庭经济困难学生提供每日午餐补助。'],
  ['新校区绿化工程捐赠鸣谢仪式举行', '120 余位校友和 6 家企业参与了绿化捐赠。'],
  ['基金会2024年度工作报告发布', '全年接受捐赠 3,200 余笔，公益支出同比增长 18%。'],
  ['人工智能实验室建设项目签约仪式举行', '校友企业捐资共建实验室，支持交叉学科研究。'],
  ['校友返校日：300余名校友共话母校发展', '各地校友代表参观新校区并座谈。'],
  ['寒冬送温暖：为困难学生发放冬衣', '“寒冬送温暖”项目为 420 名同学送去冬装。'],
  ['基金会开展公益项目专项审计', '第三方审计机构对 12 个项目进行了专项审计。'],
  ['首届大学生创新创业大赛落幕', '15 支团队进入决赛，6 个项目获得种子基金。'],
  ['礼堂座椅冠名活动正式上线', '校友可为礼堂座椅冠名，留下对母校的纪念。'],
  ['青年教师发展基金资助名单公示', '24 位青年教师获得学术交流与研究资助。'],
  ['基金会与三家企业签署战略合作协议', '合作将覆盖奖助学金、实习基地和科研平台。'],
  ['“一起捐”功能上线，邀请好友共同助学', '发起一起捐，和好友一起为项目筹款。'],
  ['校史馆文物征集活动启动', '面向校友和社会各界征集校史文物与老照片。'],
  ['年度捐赠者答谢会举行', '学校向长期支持教育事业的捐赠者致以谢意。'],
  ['基金会信息公开：第一季度收支情况', '按季度公开捐赠收入与项目支出明细。'],
  ['海外校友会向母校捐赠仪器设备', '一批先进实验仪器已运抵并投入教学使用。'],
  ['励志奖学金受助学生回访活动', '工作人员走访受助同学，了解学习生活情况。'],
  ['捐赠票据电子化全面实施', '捐赠者可在个人中心申请并下载电子票据。'],
  ['毕业生“留念母校”捐赠倡议发布', '倡议毕业生以小额捐赠表达对母校的感恩。'],
  ['基金会志愿者团队招募启事', '招募在校生参与项目宣传与捐赠者服务。'],
  ['感恩母校：2025届毕业生捐赠仪式举行', '2025 届毕业生共捐赠 1,860 笔，设立班级纪念基金。'],
];

const STORIES: Array<[title: string, intro: string]> = [
  ['一位老教授的遗愿：把毕生积蓄留给学生', '退休教授将 80 万元积蓄捐出，设立助学金。'],
  ['从受助者到捐赠者：一位校友的十年', '十年前她领到助学金，十年后她设立了奖学金。'],
  ['小额捐赠的力量：三千名校友的“一元捐”', '积少成多，一元一元汇成了一座图书角。'],
  ['远在重洋，心系母校', '旅居海外三十年的校友，每年都为母校捐赠图书。'],
  ['一棵树，一份情：绿化捐赠者的故事', '一位校友为新校区种下一片银杏林。'],
];

const ALUMNI: Array<[title: string, intro: string]> = [
  ['北京校友会年会举行', '200 余位在京校友欢聚一堂。'],
  ['上海校友会走访在校生', '校友为即将毕业的同学分享求职经验。'],
  ['深圳校友会设立创业基金', '基金将支持校友和在校生的创业项目。'],
];

const BODY = [
  '基金会秘书处介绍了项目的执行情况，并对捐赠者的支持表示衷心感谢。每一笔捐赠都将按照捐赠者的意愿使用，使用情况将在项目页面和年度报告中公开。',
  '学校相关负责人表示，社会各界和广大校友的支持是学校发展的重要力量，学校将管好用好每一笔善款，让爱心真正惠及师生。',
  '欢迎关注基金会公众号，了解更多项目动态。如需开具捐赠票据或证书，可在个人中心提交申请。',
];

function html(title: string, intro: string, picture: string, index: number): string {
  const body = BODY[index % BODY.length] ?? '';
  return (
    `<p style="text-indent:2em">${intro}</p>` +
    `<p style="text-align:center"><img src="${picture}" alt="${title}" style="max-width:100%" /></p>` +
    `<h3>详细内容</h3><p style="text-indent:2em">${body}</p>` +
    '<p style="text-align:right;color:#888888">（教育发展基金会）</p>'
  );
}

type ArticleRow = typeof articles.$inferInsert;

export function articleCategoryRows(): Array<typeof articleCategories.$inferInsert> {
  return [
    { id: ARTICLE_CATEGORY.news, name: '基金会新闻', nameEn: 'Foundation news', websiteId: 1, sort: 1 },
    { id: ARTICLE_CATEGORY.stories, name: '捐赠故事', nameEn: 'Donor stories', websiteId: 1, sort: 2 },
    { id: ARTICLE_CATEGORY.alumni, name: '校友会动态', nameEn: 'Alumni news', websiteId: 2, sort: 3 },
  ];
}

export function articleRows(images: DemoImages, clock: DemoClock): ArticleRow[] {
  const picture = (index: number) => images.covers[index % images.covers.length] ?? '';
  let id = 0;
  const published =
    (categoryId: number, daysAgo: (i: number) => number, offset: number) =>
    ([title, intro]: [string, string], i: number): ArticleRow => {
      id += 1;
      const thumbnailImage = picture(i + offset);
      return {
        id,
        categoryId,
        title,
        intro,
        thumbnailImage,
        content: html(title, intro, thumbnailImage, i),
        publishDate: clock.at(daysAgo(i), 9 + (i % 8), (i * 7) % 60),
        status: 1,
        // A settled-looking spread: older news has been read more.
        readCount: 40 + ((i * 137) % 500) + daysAgo(i) * 3,
      };
    };
  // News 1 is the oldest (73 days ago), news 25 yesterday: never later today, which may not have come.
  const news = NEWS.map(published(ARTICLE_CATEGORY.news, (i) => (NEWS.length - i) * 3 - 2, 0));
  id = 30;
  const stories = STORIES.map(published(ARTICLE_CATEGORY.stories, (i) => 10 + i * 12, 5));
  const alumni = ALUMNI.map(published(ARTICLE_CATEGORY.alumni, (i) => 4 + i * 9, 9));

  const legacyPicture = picture(3);
  const hidden: ArticleRow[] = [
    {
      id: DEMO_ARTICLE.legacy,
      categoryId: ARTICLE_CATEGORY.stories,
      title: '旧站文章：校友林捐赠纪实',
      intro: '从旧网站迁移的文章，原文附有统计代码。',
      thumbnailImage: legacyPicture,
      // As the old site stored it: its analytics snippet and an image fallback handler.
      content:
        '<p style="text-indent:2em">2018 年春，首批 50 位校友在老校区东侧种下了“校友林”。</p>' +
        `<p><img src="${legacyPicture}" onerror="this.onerror=null;this.src='/static/none.jpg'" alt="校友林" /></p>` +
        '<script>var _hmt = _hmt || []; _hmt.push(["_trackPageview"]);</script>' +
        '<p style="text-indent:2em">如今，校友林已成为返校校友必到的地方。</p>',
      publishDate: clock.at(200),
      status: 1,
      readCount: 1024,
    },
    {
      id: DEMO_ARTICLE.draft,
      categoryId: ARTICLE_CATEGORY.stories,
      title: '（草稿）年度捐赠鸣谢名单',
      intro: '待审核后发布。',
      thumbnailImage: picture(1),
      content: '<p>名单整理中。</p>',
      publishDate: clock.at(1),
      status: 0,
    },
    {
      id: DEMO_ARTICLE.scheduled,
      categoryId: ARTICLE_CATEGORY.news,
      title: '预告：校庆日捐赠开放活动',
      intro: '校庆日当天开放捐赠项目现场参观。',
      thumbnailImage: picture(2),
      content: '<p>活动详情将于校庆前公布。</p>',
      publishDate: clock.at(-3),
      status: 1,
    },
  ];
  return [...news, ...stories, ...alumni, ...hidden];
}

/** The demo categories and articles, with explicit ids, then the id sequences moved past them. */
export async function insertDemoArticles(tx: Tx, images: DemoImages, clock: DemoClock): Promise<void> {
  await tx.insert(articleCategories).values(articleCategoryRows());
  await tx.insert(articles).values(articleRows(images, clock));
  for (const table of ['article_categories', 'articles']) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
    );
  }
}
