import { registerMessages } from '../../i18n/register-messages.ts';

/** Strings of the project detail screen (doc 1 §2, §8; doc 4 §8). */
const zh = {
  tabs: {
    label: '项目详情',
    detail: '项目详情',
    record: '捐赠名录',
    together: '一起捐',
    progress: '项目进展',
    message: '留言',
    instruction: '使用公示',
  },
  empty: {
    content: '暂无详情',
    record: '暂无捐赠名录',
    together: '暂无一起捐',
    progress: '暂无进展',
    message: '暂无留言',
    instruction: '暂无使用公示',
  },
  stats: {
    raised: '已筹金额',
    donatedGoods: '已捐物资',
    named: '已冠名',
    donors: '捐赠人次',
    target: '目标',
    progress: '完成进度',
  },
  status: { completed: '已完成', inProgress: '进行中' },
  sub: { title: '子项目筹款统计', rank: '第{{rank}}名' },
  record: { seats: '座位：{{seats}}', books: '书籍：{{seats}}' },
  together: {
    sponsor: '发起人：{{name}}',
    participants: '{{count}} 人参与',
    raised: '已筹 {{value}}',
  },
  message: {
    placeholder: '写下您的留言（最多 140 字）',
    label: '留言内容',
    post: '发表留言',
    posting: '提交中…',
    reply: '回复：',
    empty: '留言内容不能为空',
    tooLong: '留言不得超过{{max}}个字',
    success: '留言成功',
    pending: '留言成功，等待审核',
  },
  actions: {
    invite: '邀请好友',
    donate: '我要捐赠',
    name: '我要冠名',
    mine: '我的',
  },
  notFound: '项目不存在或已下线',
  coverAlt: '{{name}} 图片 {{index}}',
};

const en: typeof zh = {
  tabs: {
    label: 'Project detail',
    detail: 'Detail',
    record: 'Donors',
    together: 'Together',
    progress: 'Progress',
    message: 'Messages',
    instruction: 'Use publicity',
  },
  empty: {
    content: 'No detail yet',
    record: 'No donation directory',
    together: 'No together donations',
    progress: 'No progress',
    message: 'No messages',
    instruction: 'No use publicity',
  },
  stats: {
    raised: 'Raised',
    donatedGoods: 'Donated',
    named: 'Named',
    donors: 'Donations',
    target: 'Target',
    progress: 'Progress',
  },
  status: { completed: 'Completed', inProgress: 'In progress' },
  sub: { title: 'Sub-project statistics', rank: 'No. {{rank}}' },
  record: { seats: 'Seats: {{seats}}', books: 'Books: {{seats}}' },
  together: {
    sponsor: 'Sponsor: {{name}}',
    participants: '{{count}} participants',
    raised: 'Raised {{value}}',
  },
  message: {
    placeholder: 'Leave a message (at most 140 characters)',
    label: 'Message',
    post: 'Post',
    posting: 'Posting…',
    reply: 'Reply: ',
    empty: "Message content can't be empty",
    tooLong: 'A message may have at most {{max}} characters',
    success: 'Message success',
    pending: 'Message success, pending review',
  },
  actions: {
    invite: 'Invite friends',
    donate: 'I want to donate',
    name: 'I want to name',
    mine: 'Me',
  },
  notFound: 'This project does not exist or is offline',
  coverAlt: '{{name}} picture {{index}}',
};

registerMessages('projectDetail', zh, en);
