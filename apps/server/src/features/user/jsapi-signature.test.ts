import { describe, expect, it } from 'vitest';
import { jsapiSignature } from './wechat-share.ts';

describe('jsapiSignature', () => {
  // WeChat's own example (JS-SDK documentation, 附录1 签名算法).
  it('gives the signature of WeChat’s published example', () => {
    expect(
      jsapiSignature({
        ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });
});
