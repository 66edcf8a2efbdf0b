/**
 * A local fake of the part of Stripe's HTTP API we use (PaymentIntents, Refunds), for the official SDK
 * pointed at it through its host/port/protocol options. Real Stripe cannot be reached here.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  receipt_email: string | null;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
  metadata: Record<string, string>;
  created: number;
}

const metadataOf = (body: URLSearchParams) => {
  const metadata: Record<string, string> = {};
  for (const [key, value] of body) {
    const m = key.match(/^metadata\[(.+)\]$/);
    if (m) metadata[m[1]!] = value;
  }
  return metadata;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => resolve(body));
  });

export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, FakeIntent>();
  const requests: { method: string; path: string; idempotencyKey?: string; authorization?: string; body: URLSearchParams }[] = [];
  const refunds = new Map<string, FakeRefund>();
  /** Stripe replays the answer of a request for its idempotency key, errors included. */
  const refundAnswers = new Map<string, { status: number; payload: unknown }>();
  const controls = {
    /** The status new refunds start in: Stripe answers card refunds `succeeded`, others `pending`. */
    refundStatus: 'succeeded',
    /** The next refund requests that fail as an outage would (500, not to be retried by the SDK). */
    refundOutages: 0,
  };

  const server = createServer(async (req, res) => {
    const body = new URLSearchParams(await readBody(req));
    const path = (req.url ?? '').split('?')[0]!;
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method!, path, idempotencyKey, authorization: req.headers.authorization, body });
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}`, ...headers });
      res.end(JSON.stringify(payload));
    };

    if (req.method === 'POST' && path === '/v1/refunds') {
      if (controls.refundOutages > 0) {
        controls.refundOutages -= 1;
        return send(500, { error: { type: 'api_error', message: 'An unknown error occurred.' } }, { 'stripe-should-retry': 'false' });
      }
      const replay = idempotencyKey ? refundAnswers.get(idempotencyKey) : undefined;
      if (replay) return send(replay.status, replay.payload, { 'idempotent-replayed': 'true' });
      const answer = (status: number, payload: unknown) => {
        if (idempotencyKey) refundAnswers.set(idempotencyKey, { status, payload });
        return send(status, payload);
      };
      const refused = (message: string, code: string) => answer(400, { error: { type: 'invalid_request_error', code, message } });
      const intentId = body.get('payment_intent') ?? '';
      const intent = intents.get(intentId);
      if (!intent) return refused(`No such payment_intent: '${intentId}'`, 'resource_missing');
      if (intent.status !== 'succeeded') return refused(`This PaymentIntent (${intentId}) does not have a successful charge to refund.`, 'charge_not_refundable');
      const refunded = [...refunds.values()]
        .filter((r) => r.payment_intent === intentId && r.status !== 'failed' && r.status !== 'canceled')
        .reduce((sum, r) => sum + r.amount, 0);
      const amount = body.has('amount') ? Number(body.get('amount')) : intent.amount - refunded;
      if (amount > intent.amount - refunded) {
        return refused(`Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${(intent.amount - refunded) / 100})`, 'amount_too_large');
      }
      const refund: FakeRefund = {
        id: `re_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intentId,
        status: controls.refundStatus,
        metadata: metadataOf(body),
        created: Math.floor(Date.now() / 1000),
      };
      refunds.set(refund.id, refund);
      return answer(200, refund);
    }

    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const replay = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      // As Stripe does: a key names one request, and sending it with other parameters is refused.
      if (replay && replay.amount !== Number(body.get('amount'))) {
        const message = 'Keys for idempotent requests can only be used with the same parameters they were first used with.';
        return send(400, { error: { type: 'idempotency_error', message } });
      }
      if (replay) return send(200, replay);
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const metadata = metadataOf(body);
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(body.get('amount')),
        currency: body.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata,
        receipt_email: body.get('receipt_email'),
      };
      intents.set(id, intent);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
      return send(200, intent);
    }
    const retrieve = path.match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (req.method === 'GET' && retrieve) {
      const intent = intents.get(retrieve[1]!);
      if (intent) return send(200, intent);
      return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } });
    }
    const cancel = path.match(/^\/v1\/payment_intents\/([^/]+)\/cancel$/);
    const canceling = cancel ? intents.get(cancel[1]!) : undefined;
    if (req.method === 'POST' && canceling) {
      if (canceling.status === 'succeeded' || canceling.status === 'processing') {
        const message = `You cannot cancel this PaymentIntent because it has a status of ${canceling.status}.`;
        return send(400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message } });
      }
      canceling.status = 'canceled';
      return send(200, canceling);
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    intents,
    refunds,
    requests,
    controls,
    /** What Stripe does to a refund later (a card network's answer): its status, and the refund to send in an event. */
    settleRefund(id: string, status: 'succeeded' | 'failed' | 'canceled') {
      refunds.get(id)!.status = status;
      return { ...refunds.get(id)! };
    },
    /** What Stripe.js confirming a good card does to the intent. */
    succeed(id: string) {
      intents.get(id)!.status = 'succeeded';
      return intents.get(id)!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
