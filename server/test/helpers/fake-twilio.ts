import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TWILIO = {
  sid: 'AC0123456789abcdef',
  token: 'twilio-auth-token',
  from: '+13405559999',
};

export interface FakeTwilio {
  /** What to give the adapter as TWILIO_BASE_URL. */
  url: string;
  /** The messages Twilio took, as its Messages API reads them. */
  messages: { to: string; from: string; body: string }[];
  /** The status the next calls answer with: 201 takes the message, anything else refuses it. */
  answerWith(status: number): void;
  close(): Promise<void>;
}

/** A small stand-in for Twilio's Messages API: it checks the account and credentials as Twilio would. */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  const messages: FakeTwilio['messages'] = [];
  let status = 201;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const send = (code: number, payload: object) =>
        res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      const basic = `Basic ${Buffer.from(`${TWILIO.sid}:${TWILIO.token}`).toString('base64')}`;
      if (req.headers.authorization !== basic) {
        return send(401, { code: 20003, message: 'Authenticate', status: 401 });
      }
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${TWILIO.sid}/Messages.json`) {
        return send(404, { code: 20404, message: 'Not found', status: 404 });
      }
      if (status !== 201) return send(status, { code: 30001, message: 'Queue overflow', status });
      const form = new URLSearchParams(raw);
      const message = {
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
      };
      messages.push(message);
      return send(201, { sid: `SM${messages.length}`, status: 'queued', to: message.to });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    answerWith: (next) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
