import { registerMessages } from '../../i18n/register-messages.ts';

const zh = {
  amount: {
    title: '捐赠金额',
    placeholder: '请输入捐赠金额',
    yuan: '元',
    chipMoney: '¥{{money}}',
  },
  goods: {
    title: '捐赠数量',
    units: '数量',
    unitsPlaceholder: '请输入捐赠数量',
    total: '合计',
    totalPlaceholder: '请输入捐赠金额',
    price: '{{name}}单价 ¥{{price}}/{{unit}}',
  },
  sub: {
    title: '捐赠子项目',
    placeholder: '请选择子项目',
  },
  switches: {
    noData: '不显示捐赠记录',
    anonymous: '匿名捐赠',
  },
  pay: {
    title: '支付方式',
    wechat: '微信支付',
    alipay: '支付宝',
    campusCard: '校园卡',
    other: '其他支付',
    cancelled: '取消支付',
    needsWechat: '请在微信中打开本页面完成支付',
    unavailable: '暂无可用的支付方式',
  },
  agree: {
    prefix: '我已阅读并同意',
    title: '《{{title}}》',
    pleaseAgree: '请同意并阅读相关协议',
    close: '关闭',
    empty: '暂无协议',
  },
  large: {
    title: '温馨提示',
    continue: '继续捐赠',
    close: '关闭',
  },
  submit: '确认支付',
  submitting: '提交中…',
  closed: '该项目暂不接受捐赠',
  notAlumni: '本次项目筹款只面向“校友”用户开放，非校友不能捐赠！',
  showAlumni: '查看校友认证',
};

const en: typeof zh = {
  amount: {
    title: 'Donation amount',
    placeholder: 'Please enter the amount',
    yuan: 'CNY',
    chipMoney: '¥{{money}}',
  },
  goods: {
    title: 'Quantity',
    units: 'Quantity',
    unitsPlaceholder: 'Please enter the quantity',
    total: 'Total',
    totalPlaceholder: 'Please enter the amount',
    price: '{{name}}: ¥{{price}} per {{unit}}',
  },
  sub: {
    title: 'Sub-project',
    placeholder: 'Please choose a sub-project',
  },
  switches: {
    noData: 'Do not show my donation record',
    anonymous: 'Donate anonymously',
  },
  pay: {
    title: 'Payment method',
    wechat: 'WeChat Pay',
    alipay: 'Alipay',
    campusCard: 'Campus card',
    other: 'Other payment',
    cancelled: 'Payment cancelled',
    needsWechat: 'Please open this page in WeChat to pay',
    unavailable: 'No payment method is available',
  },
  agree: {
    prefix: 'I have read and agree to ',
    title: '"{{title}}"',
    pleaseAgree: 'Please read and agree to the agreement',
    close: 'Close',
    empty: 'No agreement',
  },
  large: {
    title: 'Notice',
    continue: 'Continue',
    close: 'Close',
  },
  submit: 'Confirm and pay',
  submitting: 'Submitting…',
  closed: 'This project is not accepting donations',
  notAlumni: 'This project is open to alumni users only; non-alumni cannot donate!',
  showAlumni: 'Alumni verification',
};

registerMessages('donate', zh, en);
