import { issueToken } from '../src/auth/tokens';
import type { Db } from '../src/db/db';
import { QUESTION_RECEIVED } from '../src/routes/questions';
import { openSeededDb } from './helpers/test-db';
import { startTestServer, type TestServer } from './helpers/test-server';

let db: Db;
let server: TestServer;

beforeAll(async () => {
  db = await openSeededDb();
  server = await startTestServer({ db });
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const stored = () =>
  db.query<{ question: string; user_id: number | null; located_at: string }>(
    'SELECT question, user_id, located_at FROM questions ORDER BY id',
  );

describe('POST sendQuestion', () => {
  it('keeps a visitor question for the island it was asked on', async () => {
    const res = await server.post('sendQuestion', {
      question: '  Do you deliver to Frederiksted?  ',
      located_at: 'st_thomas',
    });
    expect(await res.json()).toEqual({
      error: 'false',
      errorMessage: '',
      message: QUESTION_RECEIVED,
    });
    expect(await stored()).toEqual([
      { question: 'Do you deliver to Frederiksted?', user_id: null, located_at: 'st_thomas' },
    ]);
  });

  it("links a signed-in customer's question to them", async () => {
    const [user] = await db.query<{ id: number }>(
      "SELECT id FROM users WHERE mobile_number = '3405550100'",
    );
    const token = await issueToken(db, user!.id);
    await server.post(
      'sendQuestion',
      { question: 'Gluten free?' },
      { authorization: `Bearer ${token}` },
    );
    expect((await stored()).at(-1)).toMatchObject({ question: 'Gluten free?', user_id: user!.id });
  });

  it.each([
    ['an empty question', { question: '   ' }, 200, 'Please enter your question.'],
    ['no question', {}, 422, 'question is required.'],
    [
      'a question over 1000 characters',
      { question: 'x'.repeat(1001) },
      422,
      'question must be at most 1000 characters.',
    ],
  ])('refuses %s and keeps nothing', async (_name, body, status, message) => {
    const before = (await stored()).length;
    const res = await server.post('sendQuestion', body);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error: 'true', errorMessage: message });
    expect(await stored()).toHaveLength(before);
  });

  it('answers an unknown token with Unauthenticated.', async () => {
    const res = await server.post(
      'sendQuestion',
      { question: 'Hi' },
      { authorization: 'Bearer nope' },
    );
    expect(await res.json()).toMatchObject({ error: 'true', errorMessage: 'Unauthenticated.' });
  });
});
