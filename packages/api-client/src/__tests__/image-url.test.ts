import { configureApi } from '../api-config';
import { imageUrl } from '../image-url';

describe('imageUrl', () => {
  beforeAll(() => configureApi({ apiBase: 'http://api/api/v1', imageBase: 'http://api/images/' }));

  it.each([
    ['dishes/9.png', 'http://api/images/dishes/9.png'],
    ['/dishes/9.png', 'http://api/images/dishes/9.png'],
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['data:image/png;base64,AAA', 'data:image/png;base64,AAA'],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (path, url) => {
    expect(imageUrl(path)).toBe(url);
  });
});
