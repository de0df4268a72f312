/**
 * The three laws tax-result links to (doc 3 §2), on official government sites, opened as plain
 * external links: nothing is fetched or downloaded by the app.
 * - 慈善法 (2023 amendment): the National People's Congress's national law database.
 * - 个人所得税法 (2018 amendment) and 企业所得税法 (2018 amendment, with the 3-year carry-over of
 *   Article 9): the State Taxation Administration's tax law database.
 */
export const LAW_LINKS = [
  { key: 'charity', url: 'https://flk.npc.gov.cn/detail?id=ff8081818d6a4639018df3f1fc7e122d' },
  { key: 'personal', url: 'https://fgk.chinatax.gov.cn/zcfgk/c100009/c5193028/content.html' },
  { key: 'company', url: 'https://fgk.chinatax.gov.cn/zcfgk/c100009/c5193018/content.html' },
] as const;
