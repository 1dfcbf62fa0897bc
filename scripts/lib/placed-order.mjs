// What the tests and the bench place an order with: the sandbox card that pays it, and the
// checkout's orderConfirm body (SPEC.md §7). Its amounts are placeholders: the API prices the
// cart itself and charges what it priced.

/**
 * The sandbox's card as addCard takes it, held by `holder`: 4242… always pays.
 * @param {number} outletId
 * @param {string} holder
 * @param {string} [number]
 */
export const sandboxCard = (outletId, holder, number = '4242424242424242') => ({
  card_number: number,
  expiration_month: '12',
  expiration_year: String(new Date().getFullYear() + 3),
  card_type: 1,
  cvv: '123',
  zip_code: '00820',
  type: holder,
  outletId,
});

/**
 * @typedef {object} PlacedOrder
 * @property {number} outletId
 * @property {number[]} cartIds the cart's lines, as viewCart lists them
 * @property {string} card a saved card's token (getCard's AccountToken)
 * @property {string} udId the device, as the client names it
 * @property {'Take Out' | 'Delivery'} [orderType]
 * @property {string} [tipAmount] a tip at checkout: '2.50'
 * @property {number | null} [deliveryAddressId] a Delivery's address
 */

/**
 * The orderConfirm body of an order paid with a saved card, on St. Croix.
 * @param {PlacedOrder} order
 */
export const placedOrderBody = ({
  outletId,
  cartIds,
  card,
  udId,
  orderType = 'Take Out',
  tipAmount = '0.00',
  deliveryAddressId = null,
}) => ({
  located_at: 'st_croix',
  outletId,
  udId,
  netAmount: '0.01',
  couponName: null,
  paymentType: 11,
  cartId: JSON.stringify(cartIds),
  order_type: orderType,
  orderSuggestions: '',
  tipAmount,
  donation: 'no',
  donationAmount: '0.10',
  subTotalAmount: '0.01',
  token: card,
  method: 'card',
  deliveryAddressId,
  isGroupOrder: 0,
});
