import { imageFileProblem, MAX_IMAGE_BYTES } from './image-file';

const file = (type: string, size = 10) => new File([new Uint8Array(size)], 'picture', { type });

describe('imageFileProblem', () => {
  it('takes png, gif and jpeg', () => {
    for (const type of ['image/png', 'image/gif', 'image/jpeg']) {
      expect(imageFileProblem(file(type))).toBeUndefined();
    }
  });
  it('refuses other types', () => {
    expect(imageFileProblem(file('image/webp'))).toBe('Please choose a PNG, GIF or JPEG image.');
    expect(imageFileProblem(file('application/x-msdownload'))).toBe(
      'Please choose a PNG, GIF or JPEG image.',
    );
  });
  it('refuses a file over 2 MB', () => {
    expect(imageFileProblem(file('image/png', MAX_IMAGE_BYTES + 1))).toBe(
      'The image is too large: choose one of 2 MB or less.',
    );
  });
});
