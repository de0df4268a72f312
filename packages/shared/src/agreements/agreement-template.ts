import { z } from 'zod';

/**
 * A project's agreement template (issue 23): its text with placeholders, filled once per donor
 * when the agreement is generated, and where the signature box and the seal sit in the signing
 * block that follows the text. The console previews with the same filling and the same renderer.
 */

/** The placeholders a template may use, each with what it becomes. */
export const AGREEMENT_PLACEHOLDERS = [
  'name',
  'mobile',
  'idNo',
  'amount',
  'amountInWords',
  'project',
  'date',
  'foundation',
  'agreementNo',
] as const;
export type TAgreementPlaceholder = (typeof AGREEMENT_PLACEHOLDERS)[number];
export type AgreementValues = Record<TAgreementPlaceholder, string>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The text with every known `{placeholder}` filled; an unknown one is left as written. */
export function fillAgreementText(text: string, values: AgreementValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    (AGREEMENT_PLACEHOLDERS as readonly string[]).includes(name)
      ? values[name as TAgreementPlaceholder]
      : whole,
  );
}

/** The `{…}` names a text uses that are not placeholders (the console refuses them by name). */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!(AGREEMENT_PLACEHOLDERS as readonly string[]).includes(name)) unknown.add(name);
  }
  return [...unknown];
}

/**
 * Where the donor's signature box and the foundation's seal go, in points across an A4 page
 * (595 wide): the signing block follows the text, the box on the donor's line, the seal on the
 * foundation's.
 */
export const ZAgreementPlacement = z.object({
  signature: z.object({
    x: z.number().int().min(40).max(400),
    width: z.number().int().min(80).max(240),
    height: z.number().int().min(30).max(120),
  }),
  seal: z.object({
    x: z.number().int().min(40).max(440),
    size: z.number().int().min(60).max(140),
  }),
});
export type TAgreementPlacement = z.infer<typeof ZAgreementPlacement>;

export const DEFAULT_AGREEMENT_PLACEMENT: TAgreementPlacement = {
  signature: { x: 150, width: 160, height: 66 },
  seal: { x: 360, size: 110 },
};

export const AGREEMENT_TITLE_MAX = 60;
export const AGREEMENT_BODY_MAX = 20_000;

/** The text a project without a template of its own is signed with (and the demo's). */
export const DEFAULT_AGREEMENT_TITLE = '捐赠协议书';
export const DEFAULT_AGREEMENT_BODY = [
  '甲方（捐赠人）：{name}',
  '证件号码：{idNo}　　联系电话：{mobile}',
  '乙方（受赠人）：{foundation}',
  '协议编号：{agreementNo}',
  '甲方自愿向乙方捐赠人民币{amount}元（大写：{amountInWords}），用于“{project}”。为明确双方的权利和义务，根据《中华人民共和国民法典》《中华人民共和国慈善法》及《中华人民共和国公益事业捐赠法》，经双方协商一致，订立本协议。',
  '一、甲方应于本协议签署后三十日内，将捐赠款项汇入乙方指定的银行账户，并在汇款附言中注明“{project}”及甲方姓名。',
  '二、乙方收到捐赠款项后，向甲方开具公益事业捐赠票据，并按照本协议约定的用途使用捐赠财产，接受甲方的监督。',
  '三、甲方有权向乙方查询捐赠财产的使用、管理情况，乙方应如实答复。',
  '四、本协议未尽事宜，由双方协商解决；协商不成的，任何一方均可向乙方所在地人民法院提起诉讼。',
  '五、本协议以电子形式签署，甲方手写签名与乙方电子印章具有同等法律效力。本协议自甲方签名、乙方盖章之日起生效。',
  '签署日期：{date}',
].join('\n');

export const DEFAULT_AGREEMENT_TITLE_EN = 'Donation Agreement';
export const DEFAULT_AGREEMENT_BODY_EN = [
  'Party A (donor): {name}',
  'ID number: {idNo}    Mobile: {mobile}',
  'Party B (recipient): {foundation}',
  'Agreement no.: {agreementNo}',
  'Party A voluntarily donates CNY {amount} ({amountInWords}) to Party B for “{project}”. To set out the rights and duties of both parties, under the Civil Code, the Charity Law and the Public Welfare Donations Law of the People’s Republic of China, the parties agree as follows.',
  '1. Within thirty days of signing, Party A transfers the donation to the bank account Party B names, with “{project}” and Party A’s name in the transfer note.',
  '2. On receipt, Party B issues Party A a public welfare donation receipt and uses the donation as agreed here, under Party A’s supervision.',
  '3. Party A may ask Party B how the donation is used and managed; Party B answers truthfully.',
  '4. Anything this agreement does not cover is settled by the parties together; failing that, either party may bring suit before the people’s court where Party B is located.',
  '5. This agreement is signed electronically; Party A’s handwritten signature and Party B’s electronic seal have the same legal effect as on paper. It takes effect when Party A has signed and Party B has sealed it.',
  'Date: {date}',
].join('\n');
