import { MASK, maskSensitive, SENSITIVE_FIELD_NAMES } from '../sensitiveFields';

describe('maskSensitive', () => {
  it('masks every listed field wherever it sits, in objects and arrays', () => {
    const masked = maskSensitive({
      type: 'api/executeMutation/fulfilled',
      payload: { token: 'tok-1', user: { name: 'Ada' }, seedPhrase: 'a-b-c' },
      meta: {
        arg: {
          originalArgs: { email: 'ada@example.com', password: 'hunter2', code: '123456' },
        },
      },
      list: [{ secret: 'JBSWY3DP', otpauthUrl: 'otpauth://totp/x' }],
      recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'],
      headers: { Authorization: 'Bearer tok-1' },
      challenge: 'ch-1',
    });
    expect(masked).toEqual({
      type: 'api/executeMutation/fulfilled',
      payload: { token: MASK, user: { name: 'Ada' }, seedPhrase: MASK },
      meta: { arg: { originalArgs: { email: 'ada@example.com', password: MASK, code: MASK } } },
      list: [{ secret: MASK, otpauthUrl: MASK }],
      recoveryCodes: MASK,
      headers: { Authorization: MASK },
      challenge: MASK,
    });
  });

  it('covers the names the issue lists', () => {
    for (const name of [
      'password',
      'newPassword',
      'confirmPassword',
      'oldPassword',
      'seedPhrase',
      'token',
      'userToken',
      'secret',
      'otpauthUrl',
      'code',
      'recoveryCode',
      'recoveryCodes',
      'challenge',
      'authorization',
    ]) {
      expect(SENSITIVE_FIELD_NAMES).toContain(name);
      expect(maskSensitive({ [name]: 'value' })).toEqual({ [name]: MASK });
    }
  });

  it('matches names exactly: a zip code or an expiry is not a secret', () => {
    const value = { zipCode: '20374', tokenExpiresAt: '2026-01-01', codeSent: true };
    expect(maskSensitive(value)).toEqual(value);
  });

  it('masks a bearer credential even as a bare string', () => {
    expect(maskSensitive(['Bearer abc.def', 'plain'])).toEqual([MASK, 'plain']);
  });

  describe('JWT-shaped strings', () => {
    // A real session token's shape: header, claims and signature, base64url.
    const jwt =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyIiwic2lkIjoic2Vzc2lvbiJ9.' +
      'q1_Zb8x-3pXrV4Y2mN0cT7kLwE9aF6hJ5gD2sB1uI0o';

    it('are masked under any key or none, wherever they sit in a string', () => {
      expect(
        maskSensitive({
          meta: { arg: { originalArgs: jwt } },
          list: [jwt, `token ${jwt} was refused`],
          unsigned: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1In0.',
          error: { data: { message: `Session ${jwt}` } },
        }),
      ).toEqual({
        meta: { arg: { originalArgs: MASK } },
        list: [MASK, `token ${MASK} was refused`],
        unsigned: MASK,
        error: { data: { message: `Session ${MASK}` } },
      });
    });

    it('are masked in keys too (a cache key spells its argument)', () => {
      expect(maskSensitive({ [`getThing("${jwt}")`]: { status: 'fulfilled' } })).toEqual({
        [`getThing("${MASK}")`]: { status: 'fulfilled' },
      });
    });

    it('leave look-alikes alone', () => {
      const value = {
        name: 'keyJam.one.two',
        file: 'statement.2026.csv',
        version: 'eyJ',
        email: 'eyJohn@example.com',
      };
      expect(maskSensitive(value)).toEqual(value);
    });
  });

  it('keeps empty values empty, so "signed out" still reads as such', () => {
    expect(maskSensitive({ token: null, seedPhrase: '' })).toEqual({ token: null, seedPhrase: '' });
  });

  it('never changes its input, and survives a cycle', () => {
    const input: Record<string, unknown> = { password: 'p', nested: { token: 't' } };
    input.self = input;
    const masked = maskSensitive(input);
    expect(input.password).toBe('p');
    expect((input.nested as { token: string }).token).toBe('t');
    expect(masked.password).toBe(MASK);
    expect(masked.self).toBe(masked);
  });
});
