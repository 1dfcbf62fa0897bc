import * as wire from '@island-eats/api-client/wire';

/** How a route answers: JSON in the wire shape, or other media (pictures, pages, redirects). */
export type AnswerDoc =
  // unavailable: what a 503 of the route means, when it is one of its answers
  | { kind: 'json'; ok: object; failure?: object; unavailable?: string }
  | { kind: 'media'; type: string; description: string }
  | { kind: 'redirect'; description: string };

const json = (ok: object, failure?: object): AnswerDoc => ({ kind: 'json', ok, failure });
const svg: AnswerDoc = { kind: 'media', type: 'image/svg+xml', description: 'the picture' };

/**
 * Every route's answer, by method and path as fastify registers them: the schemas are the
 * api-client's (the client's types are derived from the same objects), listed in one place.
 */
export const ANSWERS: Record<string, AnswerDoc> = {
  'GET /images/:file': svg,
  'GET /images/:kind/:file': svg,
  'GET /api/v1/health': json(wire.healthAnswer),
  'GET /api/v1/ready': {
    kind: 'json',
    ok: wire.readyAnswer,
    unavailable: 'not ready: shutting down, or the database, its migrations or Redis not ready',
  },
  'GET /api/v1/getloginSetting': json(wire.loginSettingAnswer),
  'POST /api/v1/listRestaurant': json(wire.listRestaurantAnswer, wire.listRestaurantRefusal),
  'GET /api/v1/listCuisines': json(wire.cuisinesAnswer),
  'POST /api/v1/searchRestaurants': json(wire.searchRestaurantsAnswer),
  'GET /api/v1/getRating': json(wire.reviewsAnswer),
  'POST /api/v1/sendQuestion': json(wire.messageAnswer),
  'POST /api/v1/CheckAvailability': json(
    wire.checkAvailabilityAnswer,
    wire.checkAvailabilityRefusal,
  ),
  'POST /api/v1/resendOtp': json(wire.otpSentAnswer, wire.resendOtpRefusal),
  'POST /api/v1/forgotPassword': json(wire.otpSentAnswer),
  'POST /api/v1/otpVerification': json(wire.messageAnswer),
  'POST /api/v1/userPasswordLogin': json(wire.passwordLoginAnswer),
  'POST /api/v1/userWithPasswordSignup': json(wire.signupAnswer),
  'POST /api/v1/changePassword': json(wire.messageAnswer),
  'POST /api/v1/logout': json(wire.messageAnswer),
  'GET /api/v1/getProfile': json(wire.profileAnswer),
  'POST /api/v1/updateProfile': json(wire.updateProfileAnswer),
  'GET /api/v1/user-image/:id': {
    kind: 'media',
    type: 'image/*',
    description:
      "the user's picture by its random name: as uploaded (png, gif or jpeg), re-encoded without metadata",
  },
  'GET /api/v1/getAddress': json(wire.addressListAnswer),
  'POST /api/v1/addAddress': json(wire.saveAddressAnswer),
  'POST /api/v1/updateAddress': json(wire.saveAddressAnswer),
  'POST /api/v1/destroyAddress': json(wire.messageAnswer),
  'POST /api/v1/toggleFavourite': json(wire.toggleFavouriteAnswer),
  'GET /api/v1/outlet-detail/:outletId': json(wire.outletDetailAnswer),
  'GET /api/v1/listMenu/:outletId': json(wire.listMenuAnswer),
  'POST /api/v1/listDishes': json(wire.listDishesAnswer),
  'POST /api/v1/cartCount': json(wire.cartCountAnswer),
  'POST /api/v1/viewCart': json(wire.viewCartAnswer),
  'POST /api/v1/clearCart': json(wire.messageAnswer),
  'POST /api/v1/addToCart': json(wire.messageAnswer),
  'POST /api/v1/updateCart': json(wire.messageAnswer),
  'POST /api/v1/scheduleCart': json(wire.messageAnswer),
  'POST /api/v1/addCoupon': json(wire.addCouponAnswer),
  'GET /api/v1/getCard': json(wire.cardListAnswer),
  'POST /api/v1/addCard': json(wire.messageAnswer),
  'POST /api/v1/deleteCard': json(wire.messageAnswer),
  'POST /api/v1/checkPaymentConfig': json(wire.checkPaymentConfigAnswer),
  'POST /api/v1/payPalCardRequest': json(wire.providerCardAnswer),
  'GET /api/v1/sandbox-pay/approve/:id': {
    kind: 'media',
    type: 'text/html',
    description: "the sandbox provider's approval page (Approve / Cancel)",
  },
  'GET /api/v1/sandbox-pay/approve/:id/approve': {
    kind: 'redirect',
    description: 'back to the return page with token and PayerID (status=cancel if it failed)',
  },
  'GET /api/v1/sandbox-pay/approve/:id/cancel': {
    kind: 'redirect',
    description: 'back to the cancel page with status=cancel',
  },
  'POST /api/v1/orderConfirm': json(wire.orderConfirmAnswer),
  'GET /api/v1/listPastOrders': json(wire.pastOrdersAnswer),
  'POST /api/v1/trackOrders': json(wire.trackOrdersAnswer),
  'POST /api/v1/cancelOrder': json(wire.trackOrdersAnswer),
  'POST /api/v1/reorder': json(wire.reorderAnswer, wire.reorderRefusal),
  'POST /api/v1/rating': json(wire.messageAnswer),
  'POST /api/v1/checkTipPaymentConfig': json(wire.checkTipPaymentConfigAnswer),
  'POST /api/v1/tipPaymentConfirm': json(wire.messageAnswer),
  'POST /api/v1/staff/orders/:id/advance': json(wire.staffOrderAnswer),
  'POST /api/v1/staff/orders/:id/reject': json(wire.staffOrderAnswer),
  'POST /api/v1/staff/dishes/:id/stock': json(wire.staffDishStockAnswer),
  'POST /api/v1/staff/add-ons/:id/stock': json(wire.staffAddOnStockAnswer),
  'POST /api/v1/staff/outlets/:id/availability': json(wire.staffAvailabilityAnswer),
  'GET /api/v1/staff/board': json(wire.staffBoardAnswer),
  'POST /api/v1/staff/login': json(wire.staffSignedInAnswer),
  'POST /api/v1/staff/invitations/accept': json(wire.staffSignedInAnswer),
  'GET /api/v1/staff/me': json(wire.staffMeAnswer),
  'POST /api/v1/staff/logout': json(wire.staffSignedOutAnswer),
  'GET /api/v1/staff/members': json(wire.staffMembersAnswer),
  'POST /api/v1/staff/invitations': json(wire.staffInvitationAnswer),
  'POST /api/v1/staff/members/:id/remove': json(wire.staffRemovedAnswer),
  'GET /api/v1/dev/otp/:phone': json(wire.devOtpAnswer),
  // a Web Vitals beacon: counted, nothing to answer
  'POST /api/v1/vitals': json(wire.okAnswer({})),
};
