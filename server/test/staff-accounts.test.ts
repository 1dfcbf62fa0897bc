import type { Db } from '../src/db/db';
import { FIELD_MESSAGES } from '../src/auth/fields';
import { LOGIN_FAILED } from '../src/auth/log-in';
import { RULES } from '../src/http/rate-limits';
import { STAFF_MEMBER_NOT_FOUND } from '../src/routes/staff-accounts';
import { STAFF_SIGN_IN_REQUIRED } from '../src/staff/staff-caller';
import { INVITATION_INVALID, STAFF_PHONE_TAKEN } from '../src/staff/staff-invitations';
import { DEMO_CUSTOMER } from '../src/seed/demo-people';
import { DEMO_STAFF } from '../src/seed/demo-staff';
import { bearerCall, type Answer } from './helpers/bearer-call';
import { aWindowWithTimeLeft } from './helpers/login-limit';
import { openSeededDb } from './helpers/test-db';
import type { TestServer } from './helpers/test-server';
import { startTestServer } from './helpers/test-server';

// Issue 36: staff sign in with accounts of their own; an owner invites and removes its staff.
type Member = { id: number; name: string; role: string; outlets: { id: number; name: string }[] };
const PASSWORD = DEMO_CUSTOMER.password;
const [OWNER, JAMAL] = DEMO_STAFF;

let db: Db;
let server: TestServer;

beforeAll(async () => {
  db = await openSeededDb();
  server = await startTestServer({ db, staffKey: null });
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const call = (method: 'GET' | 'POST', path: string, token: string | null, body?: unknown) =>
  bearerCall(server, method, path, token, body);

const login = (mobileNumber: string, password = PASSWORD) =>
  call('POST', 'staff/login', null, { countryCode: '+1', mobileNumber, password });

async function signIn(mobileNumber: string): Promise<{ token: string; member: Member }> {
  const { answer } = await login(mobileNumber);
  expect(answer.error).toBe('false');
  return { token: answer.accessToken as string, member: answer.member as Member };
}

const refused = (errorMessage: string) => ({ error: 'true', errorMessage });
let phoneSeq = 0;
const newPhone = () => `34055502${String(phoneSeq++).padStart(2, '0')}`;

it('signs a member in with the outlets they act for, and out again', async () => {
  const owner = await signIn(OWNER.mobileNumber);
  expect(owner.member).toMatchObject({
    name: OWNER.name,
    role: 'owner',
    restaurantName: 'Cruzan Grill',
  });
  expect(owner.member.outlets.map((o) => o.name)).toEqual([...OWNER.outlets]);
  const jamal = await signIn(JAMAL.mobileNumber);
  expect(jamal.member.outlets.map((o) => o.name)).toEqual([...JAMAL.outlets]);

  expect((await call('GET', 'staff/me', jamal.token)).answer).toMatchObject({
    member: jamal.member,
  });
  expect((await call('POST', 'staff/logout', jamal.token)).answer).toMatchObject({
    error: 'false',
  });
  const after = await call('GET', 'staff/me', jamal.token);
  expect([after.status, after.answer]).toEqual([403, refused(STAFF_SIGN_IN_REQUIRED)]);
});

it("refuses a wrong password, and a customer's phone and password", async () => {
  expect((await login(JAMAL.mobileNumber, 'not-the-password')).answer).toEqual(
    refused(LOGIN_FAILED),
  );
  expect((await login(DEMO_CUSTOMER.mobileNumber)).answer).toEqual(refused(LOGIN_FAILED));
  expect((await login('12345')).answer).toEqual(refused(FIELD_MESSAGES.mobileLength));
});

it('joins by an invitation link once, with its outlets, and checks the form', async () => {
  const owner = await signIn(OWNER.mobileNumber);
  const sunnyIsle = owner.member.outlets.find((o) => o.name === 'Cruzan Grill Sunny Isle')!;
  const invited = await call('POST', 'staff/invitations', owner.token, {
    role: 'staff',
    outletIds: [sunnyIsle.id],
  });
  expect(invited.answer).toMatchObject({ error: 'false' });
  const invitation = invited.answer.invitation as string;
  const person = (extra: Answer = {}) => ({
    invitation,
    name: 'Nia Thomas',
    countryCode: '+1',
    mobileNumber: newPhone(),
    password: 'kitchen1',
    confirmPassword: 'kitchen1',
    ...extra,
  });

  const accept = (body: Answer) => call('POST', 'staff/invitations/accept', null, body);
  expect((await accept(person({ name: '  ' }))).answer).toEqual(refused(FIELD_MESSAGES.userName));
  expect((await accept(person({ password: '123', confirmPassword: '123' }))).answer).toEqual(
    refused(FIELD_MESSAGES.passwordMin),
  );
  expect((await accept(person({ confirmPassword: 'other1' }))).answer).toEqual(
    refused(FIELD_MESSAGES.passwordMismatch),
  );
  expect((await accept(person({ mobileNumber: JAMAL.mobileNumber }))).answer).toEqual(
    refused(STAFF_PHONE_TAKEN),
  );

  // two people opening the same link at once: one member
  const [first, second] = await Promise.all([accept(person()), accept(person())]);
  const answers = [first.answer, second.answer];
  expect(answers.filter((a) => a.error === 'false')).toHaveLength(1);
  expect(answers.filter((a) => a.error === 'true')).toEqual([refused(INVITATION_INVALID)]);
  const joined = answers.find((a) => a.error === 'false')!;
  expect(joined.member).toMatchObject({ name: 'Nia Thomas', role: 'staff', outlets: [sunnyIsle] });
  expect((await call('GET', 'staff/me', joined.accessToken as string)).answer).toMatchObject({
    member: { name: 'Nia Thomas' },
  });
  expect((await accept(person())).answer).toEqual(refused(INVITATION_INVALID));
});

it('refuses an expired invitation', async () => {
  const owner = await signIn(OWNER.mobileNumber);
  const { answer } = await call('POST', 'staff/invitations', owner.token, {
    role: 'owner',
    outletIds: [],
  });
  await db.query("UPDATE staff_invitations SET expires_at = now() - interval '1 minute'");
  const late = await call('POST', 'staff/invitations/accept', null, {
    invitation: answer.invitation,
    name: 'Late Comer',
    countryCode: '+1',
    mobileNumber: newPhone(),
    password: 'kitchen1',
  });
  expect(late.answer).toEqual(refused(INVITATION_INVALID));
});

it('removes a member, whose sessions end at once; an owner cannot remove itself', async () => {
  const owner = await signIn(OWNER.mobileNumber);
  const jamal = await signIn(JAMAL.mobileNumber);
  const listed = await call('GET', 'staff/members', owner.token);
  expect((listed.answer.members as Member[]).map((m) => m.name)).toEqual(
    expect.arrayContaining([OWNER.name, JAMAL.name]),
  );
  expect(
    (await call('POST', `staff/members/${owner.member.id}/remove`, owner.token)).answer,
  ).toEqual(refused(STAFF_MEMBER_NOT_FOUND));
  expect(
    (await call('POST', `staff/members/${jamal.member.id}/remove`, owner.token)).answer,
  ).toMatchObject({
    error: 'false',
  });
  const after = await call('GET', 'staff/me', jamal.token);
  expect([after.status, after.answer]).toEqual([403, refused(STAFF_SIGN_IN_REQUIRED)]);
  expect((await login(JAMAL.mobileNumber)).answer).toEqual(refused(LOGIN_FAILED));
});

it("stops guessing a member's password after 10 wrong tries from one address", async () => {
  const LEAH = DEMO_STAFF[2];
  await aWindowWithTimeLeft(RULES.staffLoginPerPhoneAddress.windowMs);
  for (let i = 0; i < 10; i++) {
    expect((await login(LEAH.mobileNumber, `wrong-${i}`)).answer).toEqual(refused(LOGIN_FAILED));
  }
  const blocked = await login(LEAH.mobileNumber);
  expect(blocked.status).toBe(429);
  expect(blocked.answer).toMatchObject({
    error: 'true',
    errorMessage: expect.stringMatching(/^Too many attempts/),
  });
}, 40_000);

it('ends the invitation links of a removed owner', async () => {
  const founder = await signIn(OWNER.mobileNumber);
  const { answer: made } = await call('POST', 'staff/invitations', founder.token, {
    role: 'owner',
    outletIds: [],
  });
  const second = await call('POST', 'staff/invitations/accept', null, {
    invitation: made.invitation,
    name: 'Second Owner',
    countryCode: '+1',
    mobileNumber: newPhone(),
    password: 'kitchen1',
  });
  const secondOwner = second.answer.member as Member;
  const { answer: left } = await call(
    'POST',
    'staff/invitations',
    second.answer.accessToken as string,
    { role: 'owner', outletIds: [] },
  );
  await call('POST', `staff/members/${secondOwner.id}/remove`, founder.token);
  const late = await call('POST', 'staff/invitations/accept', null, {
    invitation: left.invitation,
    name: 'Way Back In',
    countryCode: '+1',
    mobileNumber: newPhone(),
    password: 'kitchen1',
  });
  expect(late.answer).toEqual(refused(INVITATION_INVALID));
});
