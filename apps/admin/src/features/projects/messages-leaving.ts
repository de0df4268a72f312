import { registerMessages } from '../../i18n/register-messages.ts';

/**
 * What the project editor asks before unsaved edits are lost or a project leaves the donor app's
 * list (its own key: the projects catalogue is long enough). 下架 only takes a project out of the
 * list and search (items/itemsList): its page, its links and its donations go on.
 */
const zh = {
  newProject: '新项目',
  leaveTitle: '离开前保存修改？',
  leaveContent: '「{{name}}」的{{tabs}}有未保存的修改，离开将丢失这些修改。',
  leaveOk: '离开，不保存',
  stay: '留在此页',
  tabTitle: '「{{tab}}」有未保存的修改',
  tabContent:
    '「{{name}}」的「{{tab}}」还没有保存。切换标签不会丢失这些修改，但只有回到「{{tab}}」点击保存后才会生效。',
  tabOk: '仍然切换',
  tabStay: '留在此标签',
  formTab: '捐赠表单',
  unpublishTitle: '下架「{{name}}」？',
  unpublishContent:
    '下架后「{{name}}」不再出现在捐赠端的项目列表和搜索结果中；已分享的链接和首页入口仍能打开项目页，捐赠照常进行，已有捐赠不受影响。如需停止接受捐赠，请在基本设置中关闭“开放捐赠”。',
  unpublishOk: '下架',
};

const en: typeof zh = {
  newProject: 'the new project',
  leaveTitle: 'Save your changes before leaving?',
  leaveContent: '“{{name}}” has unsaved changes in {{tabs}}; leaving will lose them.',
  leaveOk: 'Leave without saving',
  stay: 'Stay on this page',
  tabTitle: '“{{tab}}” has unsaved changes',
  tabContent:
    '“{{tab}}” of “{{name}}” is not saved. Switching tabs keeps the changes, but they take effect only once you come back to “{{tab}}” and save.',
  tabOk: 'Switch anyway',
  tabStay: 'Stay on this tab',
  formTab: 'Donation form',
  unpublishTitle: 'Unpublish “{{name}}”?',
  unpublishContent:
    '“{{name}}” will no longer appear in the donor app’s project list or search. Shared links and home-page entries still open its page, donations go on as before and past gifts are kept. To stop taking donations, turn off “Donating open” in its settings.',
  unpublishOk: 'Unpublish',
};

registerMessages('projectLeave', zh, en);
