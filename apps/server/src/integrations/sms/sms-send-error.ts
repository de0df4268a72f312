/**
 * Why a gateway did not send: the number is refused (not a mobile, not reachable), the number has
 * had its fill today (the gateway's own per-number limit), or the gateway is unavailable to us
 * (down, slow, out of balance, our credentials or templates refused) — nothing the donor can fix.
 * `detail` is the gateway's own code for the operator's log; it names no number.
 */
export type SmsFailure = 'badNumber' | 'numberLimited' | 'unavailable';

export class SmsSendError extends Error {
  constructor(
    readonly failure: SmsFailure,
    readonly detail: string,
  ) {
    super(`SMS not sent (${failure}): ${detail}`);
    this.name = 'SmsSendError';
  }
}

const timedOut = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

/**
 * One request to a gateway: asked once more only when the connection failed before any answer
 * (nothing reached the gateway, so a second try cannot send a second SMS); a timeout may have
 * reached it and is not repeated. No answer at all is the gateway being unavailable.
 */
export async function callGateway(gateway: string, attempt: () => Promise<Response>): Promise<Response> {
  try {
    return await attempt().catch((error: unknown) => {
      if (timedOut(error)) throw error;
      return attempt();
    });
  } catch (error) {
    throw new SmsSendError('unavailable', `${gateway}: ${timedOut(error) ? 'timed out' : 'no answer'}`);
  }
}
