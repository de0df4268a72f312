import { registerMessages } from '../../i18n/register-messages.ts';

/** Strings of list and list-page (doc 3 §2). */
const zh = {
  empty: '暂无文章',
  readCount: '阅读 {{count}}',
  notFoundTitle: '文章不存在',
  notFoundBody: '这篇文章不存在或已下架。',
  noPicture: '暂无图片',
};

const en: typeof zh = {
  empty: 'No articles yet',
  readCount: '{{count}} reads',
  notFoundTitle: 'Article not found',
  notFoundBody: 'This article does not exist or has been taken down.',
  noPicture: 'No picture',
};

registerMessages('articles', zh, en);
