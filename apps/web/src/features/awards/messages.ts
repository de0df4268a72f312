import { registerMessages } from '../../i18n/register-messages.ts';

/** Strings of the award page, award?id= (doc 3 §2, §3). */
const zh = {
  earned: '已获得',
  notEarned: '未获得',
  earnedOn: '{{date}} 获得',
  recordCount: '获得次数',
  ranking: '排名',
  rank: '第 {{rank}} 名',
  noRank: '暂无排名',
  description: '勋章说明',
  noDescription: '暂无说明',
  notFound: '勋章不存在或已下线',
  backToMine: '返回个人中心',
};

const en: typeof zh = {
  earned: 'Earned',
  notEarned: 'Not earned yet',
  earnedOn: 'Earned on {{date}}',
  recordCount: 'Times earned',
  ranking: 'Ranking',
  rank: 'ranked {{rank}}',
  noRank: 'Not ranked yet',
  description: 'About this award',
  noDescription: 'No description yet',
  notFound: 'This award does not exist or was withdrawn',
  backToMine: 'Back to personal centre',
};

registerMessages('awards', zh, en);
