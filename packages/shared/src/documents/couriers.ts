/**
 * The couriers staff choose from when a paper certificate or receipt is mailed (issue 21), with the
 * page that tracks a number. The database keeps the courier's Chinese name (what the donor's detail
 * shows as 快递公司) or, for 其他, the name staff typed; values saved as free text before the list
 * existed are shown as they are, with a link when they name a listed courier.
 *
 * `{no}` in a tracking template is the number, URI-encoded. Where the courier's own site has no
 * stable address that opens one number (圆通, 申通, 韵达, 极兔, 德邦), the link is kuaidi100's query
 * for that courier, which opens straight on the number's tracking.
 */
export type TCourier = {
  code: string;
  zh_CN: string;
  English: string;
  /** null: no page to link (其他). */
  tracking: string | null;
  /** Other ways the courier was written in free text before the list ('顺丰', 'EMS'). */
  aliases: readonly string[];
};

const kuaidi100 = (company: string) => `https://www.kuaidi100.com/chaxun?com=${company}&nu={no}`;

export const OTHER_COURIER = 'other';

export const COURIERS = [
  {
    code: 'sf',
    zh_CN: '顺丰速运',
    English: 'SF Express',
    tracking: 'https://www.sf-express.com/chn/sc/waybill/waybill-detail/{no}',
    aliases: ['顺丰', '顺丰快递', 'SF'],
  },
  {
    code: 'ems',
    zh_CN: '中国邮政EMS',
    English: 'China Post EMS',
    tracking: 'https://www.ems.com.cn/queryList?mailNum={no}',
    aliases: ['EMS', '邮政EMS', '中国邮政', '邮政', '邮政快递包裹', 'EMS快递'],
  },
  {
    code: 'jd',
    zh_CN: '京东物流',
    English: 'JD Logistics',
    tracking: 'https://www.jdl.com/orderSearch/?waybillCodes={no}',
    aliases: ['京东', '京东快递', 'JD'],
  },
  {
    code: 'yto',
    zh_CN: '圆通速递',
    English: 'YTO Express',
    tracking: kuaidi100('yuantong'),
    aliases: ['圆通', '圆通快递', 'YTO'],
  },
  {
    code: 'zto',
    zh_CN: '中通快递',
    English: 'ZTO Express',
    tracking: 'https://www.zto.com/express/expressCheck.html?txtBill={no}',
    aliases: ['中通', '中通速递', 'ZTO'],
  },
  {
    code: 'sto',
    zh_CN: '申通快递',
    English: 'STO Express',
    tracking: kuaidi100('shentong'),
    aliases: ['申通', 'STO'],
  },
  {
    code: 'yunda',
    zh_CN: '韵达快递',
    English: 'Yunda Express',
    tracking: kuaidi100('yunda'),
    aliases: ['韵达', '韵达速递'],
  },
  {
    code: 'jt',
    zh_CN: '极兔速递',
    English: 'J&T Express',
    tracking: kuaidi100('jtexpress'),
    aliases: ['极兔', '极兔快递', 'J&T'],
  },
  {
    code: 'deppon',
    zh_CN: '德邦快递',
    English: 'Deppon Express',
    tracking: kuaidi100('debangkuaidi'),
    aliases: ['德邦', '德邦物流'],
  },
  { code: OTHER_COURIER, zh_CN: '其他', English: 'Other', tracking: null, aliases: [] },
] as const satisfies readonly TCourier[];

export type CourierCode = (typeof COURIERS)[number]['code'];
export const COURIER_CODES = COURIERS.map((courier) => courier.code) as [CourierCode, ...CourierCode[]];

/** A tracking number: letters, digits and '-', as couriers print them (SF1234567890, JT0001234567). */
export const TRACKING_NO = { min: 6, max: 30, pattern: /^[A-Za-z0-9-]+$/ } as const;

/** The longest courier name staff may type under 其他. */
export const COURIER_NAME_MAX = 40;

export function courierByCode(code: string): TCourier | undefined {
  return COURIERS.find((courier) => courier.code === code);
}

const comparable = (text: string) => text.trim().toLowerCase().replace(/\s+/g, '');

/** The listed courier a saved name means (its name in either language, or an old way of writing it). */
export function courierOfName(saved: string): TCourier | undefined {
  const wanted = comparable(saved);
  if (wanted === '') return undefined;
  return COURIERS.find(
    (courier) =>
      courier.code !== OTHER_COURIER &&
      [courier.zh_CN, courier.English, ...courier.aliases].some((name) => comparable(name) === wanted),
  );
}

/**
 * What is saved for a choice: a listed courier's Chinese name; for 其他 the typed name, or the listed
 * courier's name when the typed one names it ('顺丰' → 顺丰速运).
 */
export function courierNameToSave(code: string, otherName: string): string {
  const chosen = code === OTHER_COURIER ? courierOfName(otherName) : courierByCode(code);
  return chosen ? chosen.zh_CN : otherName.trim();
}

/** The page that tracks this number at this courier, or null (其他, no number). */
export function trackingUrlOf(courier: TCourier, trackingNo: string): string | null {
  const number = trackingNo.trim();
  if (!courier.tracking || number === '') return null;
  return courier.tracking.replace('{no}', encodeURIComponent(number));
}
