/**
 * The unpaid orders bench/notifications.ts notifies: placed through items/donate on the demo's open
 * projects by donors made as a phone makes them, each with the sandbox notification that pays it,
 * signed as the sandbox's side signs it.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import {
  makeSandboxNotification,
  sandboxPayKey,
} from '../apps/server/src/integrations/payments/sandbox-provider.ts';
import { makeSecrets } from '../apps/server/src/security/secrets.ts';
import type { Engine } from './engines.ts';
import { postText } from './http-post.ts';
import { type DetailsForm, detailsFor, type Envelope, get, signHeaders, wechatDonor } from './spec-client.ts';

/** Placing is not measured: enough at once to keep the server busy, few enough not to queue long. */
const PLACING_CONNECTIONS = 16;

/**
 * The server derives the sandbox's signing key from its secret (given to it as SECRET_KEY): with
 * the secret, the bench signs as the sandbox's side does.
 */
export const SECRET_KEY = randomBytes(32).toString('hex');
const payKey = sandboxPayKey(makeSecrets(SECRET_KEY));

const placingAgent = new http.Agent({ keepAlive: true, maxSockets: PLACING_CONNECTIONS });

export type Project = { id: number; body: string; amountFen: number };
/** A donor and a project: one unpaid order per pair at a time (a second one cancels the first). */
export type Slot = { token: string; project: Project };
export type Order = { billNo: string; rawBody: string; signature: string; slot: Slot };

type Row = { id: number; crowdType: number; itemsType: number; isDonate: number };

/** Open money and goods projects of the demo data (as orders.ts picks them), with what a gift pays. */
export async function donatableProjects(base: string): Promise<Project[]> {
  const list = await get<{ rows: Row[] }>(base, `${SPEC_PATHS.items.itemsList}?limit=100`);
  const projects: Project[] = [];
  for (const row of list.data.rows.filter((r) => r.isDonate === 1 && r.itemsType === 1)) {
    const detail = await get<{ isAlumni: number; materialPrice: number }>(
      base,
      `${SPEC_PATHS.items.itemsDetail}?id=${row.id}`,
    );
    if (detail.data.isAlumni !== 0) continue;
    const form = await get<DetailsForm>(base, `${SPEC_PATHS.items.formDetail}?itemsId=${row.id}`);
    const goods = row.crowdType === 2;
    const amount = goods ? { donateMaterialNumber: 1 } : { currencyMoney: 50 };
    const body = { itemsId: row.id, payType: 1, ...amount, ...detailsFor(form.data), language: 'zh_CN' };
    // The notification carries the order's amount in fen, which the server checks against it.
    const amountFen = goods ? Math.round(detail.data.materialPrice * 100) : 5000;
    projects.push({ id: row.id, body: JSON.stringify(body), amountFen });
  }
  return projects;
}

/**
 * Donor × project pairs without an unpaid order. New donors come when more are needed; a pair
 * comes back once its order is paid, so every batch of orders stands on pairs of its own.
 */
export class Slots {
  private readonly free: Slot[] = [];
  donors = 0;

  constructor(
    private readonly base: string,
    private readonly projects: Project[],
  ) {}

  async take(count: number): Promise<Slot[]> {
    const missing = Math.ceil(Math.max(0, count - this.free.length) / this.projects.length);
    let made = 0;
    // A donor's pairs go in side by side, so consecutive orders spread over the projects.
    await Promise.all(
      Array.from({ length: Math.min(8, missing) }, async () => {
        while (made < missing) {
          made += 1;
          const token = await wechatDonor(this.base);
          this.donors += 1;
          for (const project of this.projects) this.free.push({ token, project });
        }
      }),
    );
    return this.free.splice(0, count);
  }

  release(slots: Slot[]): void {
    this.free.push(...slots);
  }
}

/** `slots.length` unpaid orders, placed at once through items/donate, as a phone places them. */
export async function placeOrders(engine: Engine, base: string, slots: Slot[]): Promise<Order[]> {
  const orders: Order[] = [];
  let next = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: PLACING_CONNECTIONS }, async () => {
      for (let slot = slots[next++]; slot; slot = slots[next++]) {
        const headers = {
          'content-type': 'application/json',
          authorization: slot.token,
          ...signHeaders(),
        };
        const answer = await postText(
          placingAgent,
          base,
          SPEC_PATHS.items.donate,
          headers,
          slot.project.body,
        );
        const placed = JSON.parse(answer.text) as Envelope<{ orderPayRequestDTO: { billNo: string } }>;
        if (placed.code !== 0) {
          refused += 1;
          if (refused <= 3)
            console.warn(`[${engine}] donate to ${slot.project.id} refused: ${placed.message}`);
          if (refused > 20) throw new Error('placing orders: too many refusals');
          continue;
        }
        const billNo = placed.data.orderPayRequestDTO.billNo;
        const { rawBody, signature } = makeSandboxNotification(payKey, {
          billNo,
          amountFen: slot.project.amountFen,
          tradeNo: `SBX${billNo}`,
          status: 'SUCCESS',
        });
        orders.push({ billNo, rawBody, signature, slot });
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  console.log(
    `[${engine}] placed ${orders.length} unpaid orders in ${elapsed.toFixed(1)} s ` +
      `(${Math.round(orders.length / elapsed)}/s, ${PLACING_CONNECTIONS} connections)`,
  );
  return orders;
}
