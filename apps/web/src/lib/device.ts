import { MOBILE_WIDTH_THRESHOLD } from '@alma/shared/constants/limits';

const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|MicroMessenger/i;

export type DeviceFacts = { userAgent: string; hasTouch: boolean; width: number };

/**
 * Spec doc 1 §1: mobile means touch and a mobile user agent, or a width of 768 or less and a
 * mobile user agent. Everything else sees the QR gate.
 */
export function isMobileDevice({ userAgent, hasTouch, width }: DeviceFacts): boolean {
  const mobileAgent = MOBILE_AGENT.test(userAgent);
  return (hasTouch && mobileAgent) || (width <= MOBILE_WIDTH_THRESHOLD && mobileAgent);
}

export function isWechatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/** The mini-program's web view: WeChat adds `miniProgram` to its agent (which also says MicroMessenger). */
export function isMiniProgram(userAgent: string): boolean {
  return /miniProgram/i.test(userAgent);
}

export function currentDeviceFacts(): DeviceFacts {
  return {
    userAgent: navigator.userAgent,
    hasTouch: 'ontouchstart' in window || navigator.maxTouchPoints > 0,
    width: window.innerWidth,
  };
}
