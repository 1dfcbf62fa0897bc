import { tagOf, typeOf } from './address-tag';

describe('address tags', () => {
  it('reads Home and Work as themselves and any other name as Other', () => {
    expect(tagOf('Home')).toBe('Home');
    expect(tagOf('Work')).toBe('Work');
    expect(tagOf("Mum's place")).toBe('Other');
    expect(tagOf(undefined)).toBe('Other');
  });
  it('names an Other address by its typed name, else Other', () => {
    expect(typeOf('Other', '  Beach house ')).toBe('Beach house');
    expect(typeOf('Other', ' ')).toBe('Other');
    expect(typeOf('Work', 'ignored')).toBe('Work');
  });
});
