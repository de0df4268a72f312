import { registerMessages } from '../../i18n/register-messages.ts';

/** Strings of the banner and campaign home layouts (the default layout is the project list's own). */
const zh = {
  banners: '轮播图',
  bannerOf: '第 {{index}} 张，共 {{count}} 张',
  tiles: '快捷入口',
  cta: '我要捐赠',
  allProjects: '查看全部捐赠项目',
  progress: '筹款进度',
  raised: '已筹',
  target: '目标',
  donors: '捐赠人次',
};

const en: typeof zh = {
  banners: 'Banners',
  bannerOf: '{{index}} of {{count}}',
  tiles: 'Shortcuts',
  cta: 'Donate now',
  allProjects: 'See all projects',
  progress: 'Progress',
  raised: 'Raised',
  target: 'Goal',
  donors: 'Gifts',
};

registerMessages('home', zh, en);
