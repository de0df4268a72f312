import { describe, expect, it } from 'vitest';
import { hashPassword } from './hash-password.ts';

// Expected values from `sha256sum` of the UTF-8 bytes (the first two are the FIPS 180 vectors).
describe('hashPassword', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['demo1234', '0ead2060b65992dca4769af601a1b3a35ef38cfad2c2c465bb160ea764157c5d'],
    ['密码 with spaces', 'dc8927cc57bd115e61ec43f425fac8197b7bf509909a5cdd319da1521bfd2c5e'],
    ['P@ssw0rd!😀', '1759b76c0927198f1711b1a963b62566b6682e9e2745c726fe12fbd3794a8072'],
  ])('%j → lowercase hex SHA-256', async (password, expected) => {
    const hashed = await hashPassword(password);
    expect(hashed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashed).toBe(expected);
  });
});
