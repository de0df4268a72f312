import { registerMessages } from '../../i18n/register-messages.ts';

/** Strings of the personal centre (spec doc 1 §2, §8). */
const zh = {
  avatar: '更换头像',
  editNickname: '修改昵称',
  nickname: {
    title: '修改昵称',
    label: '昵称',
    placeholder: '请输入昵称',
    confirm: '确定',
    cancel: '取消',
    empty: '昵称不能为空',
    tooLong: '昵称最多{{max}}个字',
  },
  updated: '修改成功',
  bindMobile: { text: '绑定手机号，随时查看您的捐赠记录', action: '去绑定' },
  thanks: '感谢您对{{title}}的支持！',
  thanksPlain: '感谢您的爱心支持！',
  totals: { money: '累计捐赠(元)', items: '参与项目', together: '一起捐发起' },
  menu: {
    don: '我的捐赠',
    together: '我的一起捐',
    gm: '我的冠名',
    book: '我的证书',
    paper: '我的票据',
    statement: '年度捐赠报告',
  },
  statement: {
    title: '选择年份',
    year: '{{year}}年',
    asking: '正在生成…',
    empty: '该年度暂无捐赠',
    cancel: '取消',
  },
  awards: {
    title: '我的勋章',
    explain: '勋章说明',
    close: '我知道了',
    noExplain: '暂无说明',
    defaults: { d1: '初心启航', d2: '爱心传递', d3: '善行天下', d4: '同心助学', d5: '薪火相传' },
  },
  logout: '退出登录',
};

const en: typeof zh = {
  avatar: 'Change avatar',
  editNickname: 'Edit nickname',
  nickname: {
    title: 'Edit nickname',
    label: 'Nickname',
    placeholder: 'Please enter a nickname',
    confirm: 'OK',
    cancel: 'Cancel',
    empty: "The nickname can't be empty",
    tooLong: 'A nickname may have at most {{max}} characters',
  },
  updated: 'Modification success',
  bindMobile: { text: 'Bind your mobile to see your donations anywhere', action: 'Bind' },
  thanks: 'Thank you for supporting {{title}}!',
  thanksPlain: 'Thank you for your kind support!',
  totals: { money: 'Total donated (CNY)', items: 'Projects joined', together: 'Together launched' },
  menu: {
    don: 'My donations',
    together: 'My together donations',
    gm: 'My naming',
    book: 'My certificates',
    paper: 'My paper receipts',
    statement: 'Yearly statement',
  },
  statement: {
    title: 'Choose a year',
    year: '{{year}}',
    asking: 'Preparing…',
    empty: 'No gifts that year',
    cancel: 'Cancel',
  },
  awards: {
    title: 'My awards',
    explain: 'About awards',
    close: 'Got it',
    noExplain: 'No explanation yet',
    defaults: {
      d1: 'First Step',
      d2: 'Kindness Relay',
      d3: 'Good Deeds',
      d4: 'Together for Education',
      d5: 'Passing the Torch',
    },
  },
  logout: 'Log out',
};

registerMessages('mine', zh, en);
