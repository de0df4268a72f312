import { describe, expect, it } from 'vitest';
import { addressWithoutOpenId, openIdInAddress } from './middle-auth.ts';

describe('the middle-school openId in the address', () => {
  it('is read from the query or from the hash route’s query', () => {
    expect(openIdInAddress('https://give.example.cn/?openId=oAbC123#/')).toBe('oAbC123');
    expect(openIdInAddress('https://give.example.cn/#/detail?id=3&openId=oXyZ')).toBe('oXyZ');
    expect(openIdInAddress('https://give.example.cn/#/detail?id=3')).toBeNull();
    expect(openIdInAddress('https://give.example.cn/?openId=%20#/')).toBeNull();
  });

  it('leaves the address with everything else kept', () => {
    expect(addressWithoutOpenId('https://give.example.cn/?openId=oAbC&x=1#/detail?id=3&openId=oAbC')).toBe(
      'https://give.example.cn/?x=1#/detail?id=3',
    );
    expect(addressWithoutOpenId('https://give.example.cn/#/?openId=o1')).toBe('https://give.example.cn/#/');
  });
});
