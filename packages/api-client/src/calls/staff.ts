import type { ApiOk } from '../types/common';
import type { BoardOrder, BoardToday, StaffMember } from '../types/staff';
import { http } from '../http';
import { bearer } from '../request-context';

type OrderStatus = BoardOrder['status'];

/**
 * The restaurant staff's calls (issue 36). Staff carry a token of their own, apart from the
 * page's customer session, so each call is given it.
 */
const withStaff = (token: string) => ({ headers: { Authorization: bearer(token) } });

export type StaffSignedIn = ApiOk & { accessToken: string; member: StaffMember };

/**
 * The two calls that make a staff session send no token at all: not the page's customer
 * session, whose refusal (a 400, say) would otherwise sign the customer out in this browser.
 */
const noSession = { headers: { Authorization: '' } };

export async function staffLogin(payload: {
  countryCode: string;
  mobileNumber: string;
  password: string;
}): Promise<StaffSignedIn> {
  return (await http.post<StaffSignedIn>('staff/login', payload, noSession)).data;
}

/** Joins a restaurant by an owner's invitation link; signed in as the new member. */
export async function acceptStaffInvitation(payload: {
  invitation: string;
  name: string;
  countryCode: string;
  mobileNumber: string;
  password: string;
  confirmPassword: string;
}): Promise<StaffSignedIn> {
  return (await http.post<StaffSignedIn>('staff/invitations/accept', payload, noSession)).data;
}

export async function staffLogout(token: string): Promise<ApiOk & { message: string }> {
  return (await http.post<ApiOk & { message: string }>('staff/logout', {}, withStaff(token))).data;
}

export type StaffBoard = ApiOk & { orders: BoardOrder[]; today: BoardToday[] };

/** The member's outlets' orders under way and today's, with today's figures per outlet. */
export async function staffBoard(token: string): Promise<StaffBoard> {
  return (await http.get<StaffBoard>('staff/board', withStaff(token))).data;
}

/**
 * A board's step on an order: `advance` (accept, with the preparation time; ready; handed
 * over) or `reject` (with the reason), from the status the board shows it in.
 */
export async function staffOrderStep(
  token: string,
  orderId: number,
  step: 'advance' | 'reject',
  details: { from: OrderStatus; preparationMinutes?: number; reason?: string },
): Promise<ApiOk & { orderId: number; status: OrderStatus }> {
  const path = `staff/orders/${orderId}/${step}`;
  return (
    await http.post<ApiOk & { orderId: number; status: OrderStatus }>(
      path,
      details,
      withStaff(token),
    )
  ).data;
}

/**
 * Marks a dish or an add-on out of stock or back at one outlet (the others keep theirs); its
 * open menus and carts hear of it at once.
 */
export async function staffSetStock(
  token: string,
  item: 'dishes' | 'add-ons',
  id: number,
  change: { inStock: boolean; outletId: number },
): Promise<ApiOk> {
  return (await http.post<ApiOk>(`staff/${item}/${id}/stock`, change, withStaff(token))).data;
}

/** Closes an outlet for an emergency or takes it off line, or back; only what is given changes. */
export async function staffSetAvailability(
  token: string,
  outletId: number,
  change: { emergencyClose?: boolean; online?: boolean },
): Promise<ApiOk> {
  const path = `staff/outlets/${outletId}/availability`;
  return (await http.post<ApiOk>(path, change, withStaff(token))).data;
}

/** An owner's restaurant staff, owners first. */
export async function staffMembers(token: string): Promise<ApiOk & { members: StaffMember[] }> {
  return (await http.get<ApiOk & { members: StaffMember[] }>('staff/members', withStaff(token)))
    .data;
}

/** An owner invites staff for some of its outlets (an owner for all): the link's token, once. */
export async function inviteStaff(
  token: string,
  invitation: { role: 'owner' | 'staff'; outletIds: number[] },
): Promise<ApiOk & { invitation: string; expiresAt: string }> {
  const answer = await http.post<ApiOk & { invitation: string; expiresAt: string }>(
    'staff/invitations',
    invitation,
    withStaff(token),
  );
  return answer.data;
}

/** An owner removes a member: their sessions and boards end at once. */
export async function removeStaff(token: string, staffId: number): Promise<ApiOk> {
  const path = `staff/members/${staffId}/remove`;
  return (await http.post<ApiOk>(path, {}, withStaff(token))).data;
}

/**
 * A restaurant's order board, on the same socket with a staff token (handshake auth.token):
 * `emit(WATCH_BOARD_EVENT, ack)` joins the rooms of the member's outlets (ack gets
 * `{ joined: boolean }`); every order placed or changed there then arrives as
 * BOARD_ORDER_EVENT with the board's order (`staff/board`'s `orders` items).
 */
export const WATCH_BOARD_EVENT = 'watchBoard';
export const BOARD_ORDER_EVENT = 'boardOrder';
