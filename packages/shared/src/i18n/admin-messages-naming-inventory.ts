import type { Language } from './language.ts';

/** Messages of the console's naming inventory (座位与书目, issue 14), merged into the admin catalogue. */
export const NAMING_INVENTORY_MESSAGES = {
  'admin.namingInventory.notNamingProject': {
    zh_CN: '该项目不是冠名项目',
    English: 'This project is not a naming project',
  },
  'admin.namingInventory.termMoney': {
    zh_CN: '认捐金额须大于 0 元、不超过 10,000,000 元，最多两位小数',
    English: 'A price must be more than ¥0 and at most ¥10,000,000, with at most two decimals',
  },
  'admin.namingInventory.pricesRequired': {
    zh_CN: '请至少设置一个认捐期限和金额',
    English: 'Set at least one term and its price',
  },
  'admin.namingInventory.termYearTwice': {
    zh_CN: '每个期限的年数须不同（0 表示永久）',
    English: 'Each term needs its own number of years (0 is permanent)',
  },
  'admin.namingInventory.titleTaken': {
    zh_CN: '该项目已有同名区域',
    English: 'This project already has an area of this name',
  },
  'admin.namingInventory.notGrid': {
    zh_CN: '列表区域没有座位图，座位请在地图编辑中维护',
    English: 'A list area has no seat grid; its seats are kept in the map editor',
  },
  'admin.namingInventory.typeChange': {
    zh_CN: '区域已有座位，不能在座位图和列表之间切换',
    English: 'The area has seats, so it cannot switch between a grid and a list',
  },
  'admin.namingInventory.seatOutside': {
    zh_CN: '第{row}排第{col}列超出了 {rows} 排 × {cols} 列的范围',
    English: 'Row {row}, column {col} is outside the {rows} × {cols} grid',
  },
  'admin.namingInventory.seatTwice': {
    zh_CN: '第{row}排第{col}列只能有一个座位',
    English: 'Row {row}, column {col} can hold only one seat',
  },
  'admin.namingInventory.claimedSeats': {
    zh_CN: '以下座位已被认捐或锁定，不能删除、移动、改号或设为不可选：{seats}',
    English: 'These seats are named or held, so they cannot be removed, moved, renumbered or closed: {seats}',
  },
  'admin.namingInventory.areaHasHistory': {
    zh_CN: '该区域的座位已有认捐记录，不能删除；可将座位设为不可选',
    English: 'Seats of this area have naming orders, so it cannot be deleted; close its seats instead',
  },
  'admin.namingInventory.categoryNotFound': {
    zh_CN: '所选分类不存在或不属于该项目',
    English: 'The chosen category does not exist in this project',
  },
  'admin.namingInventory.categoryTaken': {
    zh_CN: '该项目已有同名分类',
    English: 'This project already has a category of this name',
  },
  'admin.namingInventory.categoryNotEmpty': {
    zh_CN: '该分类下还有 {count} 本书，不能删除',
    English: 'This category still has {count} books, so it cannot be deleted',
  },
  'admin.namingInventory.unitPrice': {
    zh_CN: '单价须大于 0 元、不超过 10,000,000 元，最多两位小数',
    English: 'The unit price must be more than ¥0 and at most ¥10,000,000, with at most two decimals',
  },
  'admin.namingInventory.bookNo': {
    zh_CN: 'ISBN 只能包含数字、X 和连字符',
    English: 'An ISBN holds only digits, X and hyphens',
  },
  'admin.namingInventory.bookHasHistory': {
    zh_CN: '该书已有认捐记录，不能删除；可将库存减为 0',
    English: 'This book has naming orders, so it cannot be deleted; take its stock to 0 instead',
  },
  'admin.namingInventory.stockBelowHeld': {
    zh_CN: '库存不能减少 {count} 本：可认捐的只剩 {stock} 本（另有 {held} 本被未支付订单锁定）',
    English:
      'Stock cannot go down by {count}: only {stock} copies are left to claim ({held} more are held by unpaid orders)',
  },
  'admin.namingInventory.color': {
    zh_CN: '颜色须为 #RGB 或 #RRGGBB',
    English: 'A colour must be #RGB or #RRGGBB',
  },
} as const satisfies Record<string, Record<Language, string>>;
