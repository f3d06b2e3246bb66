import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

/**
 * A software passkey for the server tests: an ES256 key made with node:crypto, answering
 * WebAuthn ceremonies with real objects — authenticator data (RP ID hash, flags, signature
 * counter, the attested credential with its COSE key), a 'none' attestation in CBOR, and
 * assertions signed over authenticatorData ‖ SHA-256(clientDataJSON) — so the server's
 * verification runs for real. Each call may lie about one thing (origin, RP ID, counter, user
 * verification) to test a refusal.
 */

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

/** COSE key parameters (RFC 9053): EC2 key type, ES256, curve P-256, x and y. */
const COSE = { kty: 1, alg: 3, crv: -1, x: -2, y: -3, EC2: 2, ES256: -7, P256: 1 } as const;

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest();
const base64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

/** What a ceremony's options give the authenticator: the challenge (and the user, to register). */
interface CeremonyOptions {
  challenge?: unknown;
  user?: unknown;
}

/** The one thing a call may get wrong on purpose. */
export interface Tampering {
  origin?: string;
  rpId?: string;
  /** The signature counter to report (default: one more than last time). */
  counter?: number;
  userVerified?: boolean;
}

function challengeOf(options: CeremonyOptions): string {
  if (typeof options.challenge !== 'string') throw new Error('options carry no challenge');
  return options.challenge;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private userHandle = '';
  /** The signature counter: it goes up by one with every assertion. */
  counter = 0;

  constructor(
    readonly origin = 'http://localhost:8080',
    readonly rpId = 'localhost',
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  /** The credential id as the browser names it (base64url). */
  get id(): string {
    return base64url(this.credentialId);
  }

  private coseKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    if (!jwk.x || !jwk.y) throw new Error('not an EC key');
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [COSE.kty, COSE.EC2],
        [COSE.alg, COSE.ES256],
        [COSE.crv, COSE.P256],
        [COSE.x, new Uint8Array(Buffer.from(jwk.x, 'base64url'))],
        [COSE.y, new Uint8Array(Buffer.from(jwk.y, 'base64url'))],
      ]),
    );
  }

  private authenticatorData(tampering: Tampering, counter: number, attested: boolean): Buffer {
    let flags = FLAG_USER_PRESENT;
    if (tampering.userVerified !== false) flags |= FLAG_USER_VERIFIED;
    if (attested) flags |= FLAG_ATTESTED_CREDENTIAL;
    const counterBytes = Buffer.alloc(4);
    counterBytes.writeUInt32BE(counter);
    const parts = [sha256(tampering.rpId ?? this.rpId), Buffer.from([flags]), counterBytes];
    if (attested) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(this.credentialId.length);
      // An all-zero AAGUID, as authenticators that do not attest send.
      parts.push(Buffer.alloc(16), idLength, this.credentialId, Buffer.from(this.coseKey()));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, tampering: Tampering): Buffer {
    return Buffer.from(
      JSON.stringify({
        type,
        challenge,
        origin: tampering.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
  }

  /** Answers `navigator.credentials.create` for registration options: a new passkey. */
  register(options: CeremonyOptions, tampering: Tampering = {}): Record<string, unknown> {
    const user = options.user as { id?: unknown } | undefined;
    if (typeof user?.id === 'string') this.userHandle = user.id;
    const authData = this.authenticatorData(tampering, this.counter, true);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: base64url(
          this.clientData('webauthn.create', challengeOf(options), tampering),
        ),
        attestationObject: base64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    } satisfies RegistrationResponseJSON;
  }

  /** Answers `navigator.credentials.get` for authentication options: a signed assertion. */
  assert(options: CeremonyOptions, tampering: Tampering = {}): Record<string, unknown> {
    const counter = tampering.counter ?? this.counter + 1;
    this.counter = Math.max(this.counter, counter);
    const authData = this.authenticatorData(tampering, counter, false);
    const clientDataJSON = this.clientData('webauthn.get', challengeOf(options), tampering);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), {
      key: this.privateKey,
      dsaEncoding: 'der',
    });
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: base64url(clientDataJSON),
        authenticatorData: base64url(authData),
        signature: base64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    } satisfies AuthenticationResponseJSON;
  }
}
