import { registerMessages } from '../../i18n/register-messages.ts';

const zh = {
  title: '合并重复记录',
  hint: '同一个人的另一条记录（例如一条来自微信授权、一条来自手机号登录或线下捐赠）可以合并到这条记录，合并后可以撤销。',
  search: '搜索要合并的捐赠人：姓名、账号或手机号',
  start: '合并…',
  confirmTitle: '合并捐赠人记录',
  confirmWhat:
    '将“{{merged}}”合并到“{{kept}}”：“{{merged}}”的 {{count}} 笔捐赠（共 {{total}}）以及一起捐、留言、证书、票据、备注和标签都移到“{{kept}}”，“{{kept}}”的捐赠总额随之更新。',
  confirmAfter:
    '“{{merged}}”将从捐赠人列表中消失；之后用它的微信或手机号登录，会进入“{{kept}}”。合并后可以在“{{kept}}”的记录上撤销。',
  confirmOk: '合并',
  done: '已合并，“{{merged}}”的记录已移到这里',
  merges: '已合并的记录',
  line: '“{{name}}”· {{count}} 笔捐赠，共 {{total}} · {{at}} 由 {{staff}} 合并',
  undone: '已撤销',
  undoneLine: '{{at}} 由 {{staff}} 撤销',
  undo: '撤销合并',
  undoTitle: '撤销合并“{{name}}”？',
  undoConfirm:
    '“{{name}}”合并时移来的捐赠、一起捐、留言、证书、票据、备注和标签都回到它自己的记录，它重新出现在捐赠人列表中、用自己的账号登录。这条记录的登录会话会结束（捐赠人重新登录即可）。',
  undoDone: '已撤销合并',
  mergedInto: '这条记录已合并到“{{name}}”',
  mergedIntoHint: '它的捐赠、备注和标签都在“{{name}}”的记录上，用它登录也会进入“{{name}}”。',
  openKept: '打开“{{name}}”的记录',
};

const en: typeof zh = {
  title: 'Merge a duplicate record',
  hint: 'Another record of the same person (one from a WeChat authorisation, one from a mobile login or an offline gift) can be merged into this one. A merge can be undone.',
  search: 'Find the donor to merge: name, account or mobile',
  start: 'Merge…',
  confirmTitle: 'Merge donor records',
  confirmWhat:
    'Merge “{{merged}}” into “{{kept}}”: the {{count}} gifts of “{{merged}}” ({{total}} in all) and its group fundraisers, messages, certificates, receipts, notes and tags move to “{{kept}}”, whose totals follow.',
  confirmAfter:
    '“{{merged}}” leaves the donor list; signing in with its WeChat or mobile reaches “{{kept}}” from then on. The merge can be undone on the record of “{{kept}}”.',
  confirmOk: 'Merge',
  done: 'Merged: the record of “{{merged}}” is here now',
  merges: 'Records merged into this one',
  line: '“{{name}}” · {{count}} gifts, {{total}} in all · merged {{at}} by {{staff}}',
  undone: 'Undone',
  undoneLine: 'undone {{at}} by {{staff}}',
  undo: 'Undo merge',
  undoTitle: 'Undo the merge of “{{name}}”?',
  undoConfirm:
    'The gifts, group fundraisers, messages, certificates, receipts, notes and tags that came with “{{name}}” go back to its own record, which is listed again and signs in as itself. The sessions of this record end (the donor signs in again).',
  undoDone: 'Merge undone',
  mergedInto: 'This record was merged into “{{name}}”',
  mergedIntoHint:
    'Its gifts, notes and tags are on the record of “{{name}}”, and signing in with it reaches “{{name}}”.',
  openKept: 'Open the record of “{{name}}”',
};

registerMessages('donorMerge', zh, en);
