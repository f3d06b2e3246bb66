import { fetchCodeAhead } from '../fetchCodeAhead';

describe('fetchCodeAhead', () => {
  it('settles as the chunks do: done once installed, failed when a download fails', async () => {
    await expect(fetchCodeAhead((done) => setTimeout(done, 0))).resolves.toBeUndefined();
    const offline = new Error('Loading chunk 1426 failed.');
    await expect(fetchCodeAhead((_done, fail) => fail(offline))).rejects.toBe(offline);
  });

  it('rejects, not throws, where require.ensure does not exist (jest: nothing is split)', async () => {
    const ensureHere = () =>
      fetchCodeAhead((done, fail) => require.ensure(['./anything'], done, fail, 'anything'));
    await expect(ensureHere()).rejects.toThrow(TypeError);
  });
});
