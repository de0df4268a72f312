/**
 * The spec's call paths (doc 1 §7, doc 2 §7, doc 3 §7, doc 4 §7), each written once: the server
 * registers its routes with them and the web app calls them. The wire fixes every one (the
 * original client must reach our server, and ours theirs), so a path here is never renamed; the
 * server's tests spell the paths out themselves, so a slip in this table cannot pass unseen.
 */

/** What every spec path starts with; anything else (health, files, provider callbacks, admin) is ours. */
export const SPEC_PATH_START = '/uplus-';

/** The foundation's calls. */
export const DONATEU = '/uplus-foundation/app/v1/donateu';
/** The cpu contract flow's calls (doc 4 §7): beside donateu, under the foundation's app base. */
export const CPU_SIGN = '/uplus-foundation/app/v1/cpu/sign/agreement';
/** The platform's user calls. */
export const SYSTEM_APP = '/uplus-system/app/v1';
/** The platform's shared services. */
export const SYSTEM_API = '/uplus-system/api/v1';
/** The platform's content service: articles when a list or detail address says from=web (doc 3 §7). */
export const OPERATEU_API = '/uplus-operateu/api/v1';

/**
 * `{ name: "<base>/name" }` for calls whose path ends in their own name: each name is written once
 * (and the web's first bundle carries it once).
 */
function calls<const Base extends string, const Names extends readonly string[]>(
  base: Base,
  names: Names,
): { readonly [Name in Names[number]]: `${Base}/${Name}` } {
  return Object.fromEntries(names.map((name) => [name, `${base}/${name}`])) as {
    readonly [Name in Names[number]]: `${Base}/${Name}`;
  };
}

export const SPEC_PATHS = {
  /** The institution's settings and the public totals. */
  index: calls(`${DONATEU}/index`, [
    'baseConfig',
    'getSettingValue',
    'donateRecordPage',
    'total',
    'articleList',
    'articleDetail',
  ]),
  /** Ours, not the spec's: the banners and tiles of the home and index layouts (docs/decisions.md). */
  home: { homeEntries: `${DONATEU}/index/homeEntries` },
  /** Articles from the platform's content service (doc 3 §2: from=web); the same tables answer. */
  webArticle: {
    list: `${OPERATEU_API}/web/mobile/index/article/list/mobile`,
    details: `${OPERATEU_API}/web/mobile/get/article/details`,
  },
  receipt: {
    configDetail: `${DONATEU}/receipt/config/detail`,
    page: `${DONATEU}/receipt/page`,
    stayPage: `${DONATEU}/receipt/stay/page`,
    lastUserInfo: `${DONATEU}/receipt/lastUserInfo`,
    insert: `${DONATEU}/receipt/insert`,
    detail: `${DONATEU}/receipt/detail`,
  },
  /** The donor's certificates (doc 3 §7). */
  certificate: {
    page: `${DONATEU}/certificate/page`,
    stayPage: `${DONATEU}/certificate/stay/page`,
    insert: `${DONATEU}/certificate/insert`,
    detail: `${DONATEU}/certificate/detail`,
  },
  /** Projects, their tabs, the donation form and its order calls, seats and books. */
  items: calls(`${DONATEU}/items`, [
    'typeList',
    'itemsList',
    'itemsDetail',
    'subItemsStatistics',
    'checkPermission',
    'donateSeatList',
    'donateBookList',
    'togetherList',
    'progressList',
    'instructionList',
    'leavewordList',
    'insertLeaveword',
    'itemsSubPrice',
    'formDetail',
    'donate',
    // The spec's spelling.
    'getCardBlance',
    'payback',
    'donate4ali',
    'cancel',
    'success',
    'areaList',
    'seatList',
    'getSeatShowData',
    'nameplateExample',
    'getNameplateDetailConfig',
    'bookCategoryList',
    'bookList',
    'getBookShowData',
    // Ours, not the spec's: a named plaque's install progress on nameplate-detail (docs/decisions.md).
    'nameplateInstall',
  ]),
  /** The campaign maps (doc 4 §7); searchSeat is ours, not the spec's (find my name: docs/decisions.md). */
  namingActivity: calls(`${DONATEU}/naming/activity`, ['getSeatStatusList', 'getSeatDetail', 'searchSeat']),
  /** The personal centre and the donor's own records. */
  userCenter: calls(`${DONATEU}/user/center`, [
    'my',
    'updateUser',
    'awardList',
    'awardDetail',
    'itemsDonateGroup',
    'donateRecordList',
    'togetherStatistics',
    'launchList',
    'joinList',
    'namingList',
    // Ours, not the spec's: the yearly statement (docs/decisions.md).
    'statement',
  ]),
  together: calls(`${DONATEU}/together`, ['launchDetail', 'insertTogether', 'togetherDetail', 'delete']),
  /** The hhu tree agreement (doc 4 §7): generation answers the PDF, signature the signed PDF. */
  hhuSign: calls(`${DONATEU}/hhu/sign/agreement`, ['generation', 'signature']),
  /**
   * The cpu contract flow (doc 4 §7). Ours: pages (a PDF's pages as pictures for the phone) and
   * signCode (the SMS code confirming the intent to sign, for both flows' pads).
   */
  cpuSign: {
    ...calls(CPU_SIGN, ['generation', 'signature', 'getMySign', 'pages', 'signCode']),
    projectList: `${CPU_SIGN}/project/getList`,
  },
  /**
   * Ours, not the spec's: giving days (issue 25) — the list and a day (public), its live stream
   * (text/event-stream), the form's match estimate and an order's reserved match (docs/decisions.md).
   */
  givingDay: calls(`${DONATEU}/givingDay`, ['list', 'detail', 'stream', 'matchQuote', 'orderMatch']),
  /** Logins, the account and WeChat. */
  user: {
    ...calls(`${SYSTEM_APP}/user`, [
      'passLogin',
      'getSmsCode',
      'mobileLogin',
      'baseInfo',
      'getAuthUrl',
      'getAuthToken',
      'getWechatShare',
    ]),
    middleAuth: `${SYSTEM_APP}/user/middle/auth`,
    /** Ours, not the spec's: binds a mobile to the signed-in account by SMS code (docs/decisions.md). */
    bindMobile: `${SYSTEM_APP}/user/bindMobile`,
  },
  /** Tokens, uploads, settings and the area dictionaries. */
  system: {
    tokenRefresh: `${SYSTEM_API}/token/refresh`,
    /** Ours, not the spec's (it has none): ends the caller's session on the server (docs/decisions.md). */
    tokenLogout: `${SYSTEM_API}/token/logout`,
    fileUpload: `${SYSTEM_API}/file/upload`,
    settingBaseList: `${SYSTEM_API}/setting/base/list`,
    areaGroupList: `${SYSTEM_API}/area/groupList`,
    getAreaList4sort: `${SYSTEM_API}/area/getAreaList4sort`,
    getAreaDictionaryByParentId: `${SYSTEM_API}/dictionary/area/getAreaDictionaryByParentId`,
  },
} as const;
