import { directionsUrl } from './directions-url';

describe('directionsUrl', () => {
  it('leads to the coordinates when known', () => {
    expect(directionsUrl({ latitude: 17.7466, longitude: -64.7032, address: 'King St' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=17.7466%2C-64.7032',
    );
  });

  it('falls back to the address', () => {
    expect(directionsUrl({ latitude: null, longitude: null, address: '1 King St, 00820' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=1%20King%20St%2C%2000820',
    );
  });
});
