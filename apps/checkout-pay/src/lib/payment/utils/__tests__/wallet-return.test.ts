import { readWalletReturn, withoutWalletReturn } from '../wallet-return';

const query = (text: string) => new URLSearchParams(text);

describe('readWalletReturn', () => {
  it.each([
    ['?token=SBX1&PayerID=PAYER1', { kind: 'approved', providerOrderId: 'SBX1' }],
    ['?status=cancel', { kind: 'cancelled' }],
    // a cancel wins over an approval's fields
    ['?token=SBX1&PayerID=PAYER1&status=cancel', { kind: 'cancelled' }],
    // a token without a payer was not approved
    ['?token=SBX1', null],
    ['?ref=menu', null],
  ])('reads %p as %p', (search, expected) => {
    expect(readWalletReturn(query(search))).toEqual(expected);
  });
});

describe('withoutWalletReturn', () => {
  it("drops only the provider's fields", () => {
    expect(withoutWalletReturn(query('?ref=menu&token=SBX1&PayerID=PAYER1'))).toBe('?ref=menu');
    expect(withoutWalletReturn(query('?status=cancel'))).toBe('');
  });
});
