import { registerMessages } from '../../i18n/register-messages.ts';

/**
 * Strings of the campaign home pages (doc 4 §2.3). Quoted spec strings are verbatim; long static
 * texts (notes, initiative letter, donation method) are short demo paragraphs, one per line.
 */
const zh = {
  music: { on: '音乐：开', off: '音乐：关', turnOn: '播放背景音乐', turnOff: '关闭背景音乐' },
  note: '活动说明',
  gotIt: '我知道了',
  donorList: '冠名榜',
  counter: '已有{{count}}人冠名，快来冠之以名吧~',
  backHome: '返回首页',
  initiator: '发起单位：徐州工程学院教育发展基金会',
  contactName: '联系人：{{name}}',
  contactPhone: '联系电话：{{phone}}',
  methodTitle: '捐赠方式',
  maps: { yc: '东校区地图', ys: '西校区地图', campus: '校园地图' },
  coverAlt: '{{name}}封面',
  donors: {
    title: '冠名榜',
    name: '冠名人',
    seats: '冠名项',
    time: '冠名时间',
    empty: '暂无冠名记录',
    count: '共 {{count}} 条冠名',
  },
  treeNaming: {
    note: '校园内的每一棵树都见证着学子的青春。本次活动开放校园景观树认养冠名，冠名金额 2000 元/棵。\n在地图上选择校区与区域，点击空闲树木即可认养；已冠名的树木可查看冠名人与寄语。\n认养期内学校负责养护，并为每棵树挂设冠名铭牌。',
    method:
      '在线捐赠：在地图上选择树木后填写冠名信息并完成支付。\n对公转账：请在备注中注明“树木冠名”及冠名人姓名，并联系工作人员登记。',
  },
  treeNamingCpu: {
    note: '为迎接建校 120 周年，学校开展树木冠名活动，诚邀校友与社会各界为母校添一抹新绿。\n冠名金额 2000 元/棵，捐赠人可获得电子捐赠证书及公益事业捐赠票据，票据在 7 个工作日内开具。\n冠名榜展示全部冠名人、冠名项与冠名时间。',
    method:
      '在线捐赠：在地图上选择树木后填写冠名信息并完成支付。\n对公转账：请在备注中注明“树木冠名”，转账后联系工作人员确认。',
  },
  xzit: {
    note: '徐州工程学院教育发展基金会发起校园树木冠名活动，冠名金额 2000 元/棵。\n点击地图上的树木查看详情并冠名；楼宇冠名请联系工作人员商定。\n每一位冠名人都将列入冠名榜，铭牌将在冠名后 30 天内挂设。',
    method: '在线捐赠：选择树木后填写冠名信息并支付。\n对公转账：请联系工作人员获取账户信息。',
  },
  jnu: {
    title: '座椅冠名',
    explain:
      '为纪念建校 120 周年，学校开展座椅冠名活动，本次活动仅面向认证校友开放。\n选择座位与冠名期限，填写铭牌上的捐赠人、身份与寄语，支付后座椅即完成冠名。\n冠名铭牌将于活动结束后统一制作安装。',
    letterTitle: '倡议书',
    letter:
      '亲爱的校友：\n一座一椅，承载着母校的记忆。诚邀您以冠名的方式，在礼堂里留下属于自己的一席之地，与学弟学妹们共享求知的时光。',
    method:
      '在线捐赠：选择座位后填写冠名信息，通过微信支付完成捐赠。\n对公转账：请在备注中注明“座椅冠名”，并联系工作人员登记铭牌信息。',
    start: '我要冠名',
    viewMine: '查看我的冠名',
    checking: '正在确认校友身份…',
  },
};

const en: typeof zh = {
  music: {
    on: 'Music: on',
    off: 'Music: off',
    turnOn: 'Play background music',
    turnOff: 'Stop background music',
  },
  note: 'About the campaign',
  gotIt: 'Got it',
  donorList: 'Honour list',
  counter: '{{count}} people have named one. Come and give yours a name!',
  backHome: 'Back to home',
  initiator: 'Initiated by the Education Development Foundation of Xuzhou University of Technology',
  contactName: 'Contact: {{name}}',
  contactPhone: 'Phone: {{phone}}',
  methodTitle: 'How to give',
  maps: { yc: 'East campus map', ys: 'West campus map', campus: 'Campus map' },
  coverAlt: 'Cover of {{name}}',
  donors: {
    title: 'Honour list',
    name: 'Donor',
    seats: 'Named item',
    time: 'Named on',
    empty: 'No namings yet',
    count: '{{count}} namings',
  },
  treeNaming: {
    note: 'Every tree on campus has watched students grow up. The campus trees are open for adoption and naming, 2,000 yuan a tree.\nChoose a campus and an area on the map, then tap a free tree to adopt it; a named tree shows its donor and message.\nThe university looks after the tree and hangs its nameplate.',
    method:
      'Online: choose a tree on the map, fill in the naming details and pay.\nBank transfer: write "tree naming" and the donor’s name in the remark, then tell our staff.',
  },
  treeNamingCpu: {
    note: 'For the 120th anniversary the university invites alumni and friends to name a campus tree.\n2,000 yuan a tree; donors receive an electronic certificate and a donation receipt within 7 working days.\nThe honour list shows every donor, the tree and the date.',
    method:
      'Online: choose a tree on the map, fill in the naming details and pay.\nBank transfer: write "tree naming" in the remark and tell our staff afterwards.',
  },
  xzit: {
    note: 'The foundation invites you to name a campus tree, 2,000 yuan a tree.\nTap a tree on the map to see it and name it; ask our staff about naming a building.\nEvery donor appears on the honour list; nameplates go up within 30 days.',
    method:
      'Online: choose a tree, fill in the naming details and pay.\nBank transfer: ask our staff for the account.',
  },
  jnu: {
    title: 'Seat naming',
    explain:
      'For the 120th anniversary the university invites you to name a seat; this campaign is open to verified alumni only.\nChoose a seat and a term, write the donor, identity and message of its nameplate, and pay: the seat is yours.\nNameplates are made and fitted after the campaign.',
    letterTitle: 'A letter to alumni',
    letter:
      'Dear alumni,\nEvery seat holds a memory of the university. Name one and keep your place in the hall, sharing the hours of learning with the students who follow you.',
    method:
      'Online: choose a seat, fill in the naming details and pay with WeChat Pay.\nBank transfer: write "seat naming" in the remark and tell our staff the nameplate text.',
    start: 'Name a seat',
    viewMine: 'View my naming',
    checking: 'Checking your alumni status…',
  },
};

registerMessages('campaignHomes', zh, en);
