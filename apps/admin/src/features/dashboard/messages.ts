import { registerMessages } from '../../i18n/register-messages.ts';

const zh = {
  raisedToday: '今日筹款',
  raised7: '近 7 日筹款',
  raised30: '近 30 日筹款',
  donors30: '近 30 日捐赠人',
  donorsAll: '累计捐赠人',
  messagesToReview: '待审核留言',
  refundsAwaiting: '待审批退款',
  daily: '近 30 日每日筹款',
  dailyMoney: '筹款（元）',
  dailyOrders: '笔数',
  byProject: '近 30 日项目筹款排行',
  byPayType: '近 30 日支付方式',
  byStatus: '近 30 日订单状态',
  project: '项目',
  payType: '支付方式',
  status: '状态',
  money: '金额',
  orders: '笔数',
  noGifts: '近 30 日暂无捐赠',
  chartFailed: '图表加载失败',
};

const en: typeof zh = {
  raisedToday: 'Raised today',
  raised7: 'Raised, last 7 days',
  raised30: 'Raised, last 30 days',
  donors30: 'Donors, last 30 days',
  donorsAll: 'Donors, all time',
  messagesToReview: 'Messages to review',
  refundsAwaiting: 'Refunds awaiting approval',
  daily: 'Raised per day, last 30 days',
  dailyMoney: 'Raised (yuan)',
  dailyOrders: 'Gifts',
  byProject: 'Top projects, last 30 days',
  byPayType: 'Pay types, last 30 days',
  byStatus: 'Order status, last 30 days',
  project: 'Project',
  payType: 'Pay type',
  status: 'Status',
  money: 'Amount',
  orders: 'Orders',
  noGifts: 'No gifts in the last 30 days',
  chartFailed: 'The chart could not be drawn',
};

registerMessages('dashboard', zh, en);
