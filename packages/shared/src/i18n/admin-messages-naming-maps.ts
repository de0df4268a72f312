import type { Language } from './language.ts';

/**
 * Messages of the console's map editor (活动地图, issue 14), in the staff member's language (merged
 * into the server catalogue). `{field}` is the definition's path at fault (treeList.3.x), `{index}`
 * the point's place in its list counted from 1, `{row}` a CSV line counted from 1 (the header is 1).
 */
export const NAMING_MAP_MESSAGES = {
  'admin.namingMap.nameTaken': {
    zh_CN: '已有名为 {name} 的地图',
    English: 'A map named {name} already exists',
  },
  'admin.namingMap.nameInvalid': {
    zh_CN: '地图名称须为“区域-层级”或“区域-层级-下级”（如 yc-1、yc-2-a），只用小写字母和数字',
    English:
      'A map name is area-level or area-level-next (e.g. yc-1, yc-2-a), lowercase letters and digits only',
  },
  'admin.namingMap.changedMeanwhile': {
    zh_CN: '地图在您编辑期间已被修改（他人保存或放置了点位），请刷新页面后重新编辑',
    English:
      'The map changed while you were editing it (someone saved or placed a point); reload and edit again',
  },
  'admin.namingMap.projectNotFound': { zh_CN: '项目不存在', English: 'No such project' },
  'admin.namingMap.areaForeign': {
    zh_CN: '区域 {areaId} 不属于本项目（{field}）',
    English: 'Area {areaId} is not one of this project’s ({field})',
  },
  'admin.namingMap.seatForeign': {
    zh_CN: '第{index}个点位的座位 {seatId} 不属于本项目（{field}）',
    English: 'Point {index}: seat {seatId} is not one of this project’s ({field})',
  },
  'admin.namingMap.seatOutsideAreas': {
    zh_CN: '第{index}个点位的座位 {seatId} 不在地图所选区域中（{field}）',
    English: 'Point {index}: seat {seatId} is in none of the map’s areas ({field})',
  },
  'admin.namingMap.pointOutside': {
    zh_CN: '第{index}个点位超出图片范围（{field}）',
    English: 'Point {index} lies outside the picture ({field})',
  },
  'admin.namingMap.seatTwice': {
    zh_CN: '第{index}个点位的座位已在地图上出现过（{field}）',
    English: 'Point {index}: its seat is already on the map ({field})',
  },
  'admin.namingMap.scaleOrder': {
    zh_CN: '最小缩放不能大于最大缩放',
    English: 'The smallest zoom cannot be larger than the largest',
  },
  'admin.namingMap.picture': { zh_CN: '地图图片地址无效', English: 'The map picture’s address is not valid' },
  'admin.namingMap.vr': {
    zh_CN: '全景链接须以 http:// 或 https:// 开头',
    English: 'The panorama link must start with http:// or https://',
  },
  'admin.namingMap.fieldInvalid': {
    zh_CN: '地图定义有误：{field}',
    English: 'The map definition is not valid: {field}',
  },
  'admin.namingMap.nextMissing': {
    zh_CN: '第{index}个区域点通向的下级地图 {name} 尚不存在（{field}）',
    English: 'Area point {index} leads to {name}, which does not exist yet ({field})',
  },
  'admin.namingMap.lastLevel': {
    zh_CN: '第三级地图的区域点不会通向下级（{field}）',
    English: 'Area points of a level-3 map lead nowhere ({field})',
  },
  'admin.namingMap.areaNotInProject': {
    zh_CN: '请选择本项目的区域',
    English: 'Choose one of this project’s areas',
  },
  'admin.namingMap.displayNoTaken': {
    zh_CN: '编号 {no} 已在本地图上',
    English: 'Number {no} is already on this map',
  },
  'admin.namingMap.tooManyPoints': {
    zh_CN: '一张地图最多 {max} 个点位',
    English: 'A map can have at most {max} points',
  },
  'admin.namingMap.csvHeader': {
    zh_CN: 'CSV 第1行须为列名，并包含 {columns}',
    English: 'Line 1 of the CSV must name the columns, including {columns}',
  },
  'admin.namingMap.csvEmpty': { zh_CN: 'CSV 中没有点位', English: 'The CSV has no points' },
  'admin.namingMap.csvColumns': {
    zh_CN: 'CSV 第{row}行：列数与第1行不符',
    English: 'CSV line {row}: the number of columns differs from line 1',
  },
  'admin.namingMap.csvQuote': {
    zh_CN: 'CSV 第{row}行：引号不成对',
    English: 'CSV line {row}: a quote is not closed',
  },
  'admin.namingMap.csvRequired': {
    zh_CN: 'CSV 第{row}行：{column} 不能为空',
    English: 'CSV line {row}: {column} is empty',
  },
  'admin.namingMap.csvNumber': {
    zh_CN: 'CSV 第{row}行：{column} 须为 {min} 至 {max} 之间的数字',
    English: 'CSV line {row}: {column} must be a number from {min} to {max}',
  },
  'admin.namingMap.csvInteger': {
    zh_CN: 'CSV 第{row}行：{column} 须为 {min} 至 {max} 之间的整数',
    English: 'CSV line {row}: {column} must be a whole number from {min} to {max}',
  },
  'admin.namingMap.csvTooLong': {
    zh_CN: 'CSV 第{row}行：{column} 最多 {max} 个字',
    English: 'CSV line {row}: {column} has more than {max} characters',
  },
  'admin.namingMap.csvPrice': {
    zh_CN: 'CSV 第{row}行：price 须为大于 0 的金额（元，最多两位小数），留空则用区域价格',
    English:
      'CSV line {row}: price must be an amount above 0 (yuan, two decimals at most); leave it empty for the area’s',
  },
  'admin.namingMap.csvDuplicate': {
    zh_CN: 'CSV 第{row}行：编号 {no} 重复（文件中或地图上已有）',
    English: 'CSV line {row}: number {no} is already used (in the file or on the map)',
  },
} as const satisfies Record<string, Record<Language, string>>;
