import { buildMailto } from '../mailto';

describe('buildMailto', () => {
  it('encodes subject and body so mail clients show them as typed', () => {
    expect(
      buildMailto({
        to: 'support@meridian.test',
        subject: 'Deposit Receipt',
        body: 'Amount: $500\nRef: A&B',
      }),
    ).toBe(
      'mailto:support@meridian.test?subject=Deposit%20Receipt&body=Amount%3A%20%24500%0ARef%3A%20A%26B',
    );
  });

  it('leaves out empty parts', () => {
    expect(buildMailto({ to: 'support@meridian.test' })).toBe('mailto:support@meridian.test');
  });
});
