import { registerMessages } from '../../i18n/register-messages.ts';

/** Strings of the donor's own records: mine-don, mine-together and mine-gm (spec doc 2 §2.8). */
const zh = {
  views: { category: '按分类', time: '按时间' },
  group: { count: '共{{count}}笔', total: '合计' },
  donation: { sub: '子项目：{{name}}', viaTogether: '一起捐' },
  empty: {
    donations: '暂无捐赠记录',
    launch: '暂无发起的一起捐',
    join: '暂无参与的一起捐',
    namings: '暂无冠名记录',
  },
  stats: {
    launch: '我发起的',
    join: '我参与的',
    total: '累计参与',
    raised: '我发起的一起捐共筹得 {{money}}',
  },
  tabs: { launch: '我发起的', join: '我参与的' },
  together: {
    sponsor: '发起人：{{name}}',
    raised: '已筹 {{value}}',
    target: '目标 {{value}}',
    noTarget: '不设目标',
    participants: '{{count}} 人参与',
    mine: '我捐 {{value}}',
    closed: '已停止捐赠',
  },
  naming: {
    kind: { seat: '冠名座位', tree: '冠名树木', brick: '冠名砖', building: '冠名楼宇', book: '冠名书籍' },
    until: '有效期至 {{date}}',
    permanent: '永久',
    install: { ordered: '已下单', made: '已制作', installed: '已安装' },
    installLabel: '铭牌进度',
    photoAlt: '{{seat}} 的铭牌安装照片',
    plaque: '查看铭牌',
  },
};

const en: typeof zh = {
  views: { category: 'By category', time: 'By time' },
  group: { count: '{{count}} gifts', total: 'Total' },
  donation: { sub: 'Sub-project: {{name}}', viaTogether: 'Together' },
  empty: {
    donations: 'No donation records yet',
    launch: 'You have not started a together donation',
    join: 'You have not joined a together donation',
    namings: 'No naming records yet',
  },
  stats: {
    launch: 'Started',
    join: 'Joined',
    total: 'In all',
    raised: 'Your together donations raised {{money}}',
  },
  tabs: { launch: 'I started', join: 'I joined' },
  together: {
    sponsor: 'Sponsor: {{name}}',
    raised: 'Raised {{value}}',
    target: 'Target {{value}}',
    noTarget: 'No target',
    participants: '{{count}} taking part',
    mine: 'I gave {{value}}',
    closed: 'Donations closed',
  },
  naming: {
    kind: {
      seat: 'Named seats',
      tree: 'Named trees',
      brick: 'Named bricks',
      building: 'Named buildings',
      book: 'Named books',
    },
    until: 'Valid until {{date}}',
    permanent: 'Permanent',
    install: { ordered: 'Ordered', made: 'Made', installed: 'Installed' },
    installLabel: 'Plaque progress',
    photoAlt: 'The installed plaque of {{seat}}',
    plaque: 'View plaque',
  },
};

registerMessages('mineRecords', zh, en);
