import { ZTogetherSettingsWrite } from '@alma/shared/admin-api/project-together-settings';
import { describe, expect, it } from 'vitest';
import { togetherFormOf, togetherInput, togetherProblem } from './together-settings-values.ts';

describe('together settings values', () => {
  it('edits the saved settings and sends what the contract takes', () => {
    const form = togetherFormOf({
      itemsId: 1,
      isDefault: false,
      sloganList: ['一起为母校加油'],
      moneyList: [{ title: '五百元', money: 500 }],
      isHandMoney: false,
      isNoTarget: true,
    });
    const input = togetherInput({
      ...form,
      sloganList: [...form.sloganList, '  饮水思源 '],
      moneyList: [...form.moneyList, { title: ' 千元 ', money: 1000.5 }],
    });
    expect(input).toEqual({
      sloganList: ['一起为母校加油', '饮水思源'],
      moneyList: [
        { title: '五百元', money: 500 },
        { title: '千元', money: 1000.5 },
      ],
      isHandMoney: false,
      isNoTarget: true,
    });
    expect(ZTogetherSettingsWrite.safeParse(input).success).toBe(true);
  });

  it('sends a row left empty as empty, for the form rules and the server to refuse', () => {
    const input = togetherInput({ sloganList: [undefined], moneyList: [{}], isHandMoney: true });
    expect(input).toEqual({
      sloganList: [''],
      moneyList: [{ title: '', money: 0 }],
      isHandMoney: true,
      isNoTarget: false,
    });
    expect(ZTogetherSettingsWrite.safeParse(input).success).toBe(false);
  });

  it('names the second chip of the same amount', () => {
    const input = togetherInput({
      sloganList: [],
      moneyList: [
        { title: '百元', money: 100 },
        { title: '一百', money: 100.0 },
      ],
    });
    expect(togetherProblem(input, 'zh_CN')).toEqual({
      name: ['moneyList', 1, 'money'],
      message: '目标金额重复',
    });
  });
});
