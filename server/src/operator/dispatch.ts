import { userInfo } from 'node:os';
import { DEFAULT_CONFIG } from '../config';
import type { Database } from '../db/database';
import type { SessionRow } from '../accounts/sessions';
import { findTotalsMismatches, type TotalsMismatch } from '../accounts/totals';
import type { TwoFactorKeys } from '../accounts/twoFactor';
import * as commands from './commands';
import { DEPOSIT_NETWORKS, OperatorError, type DepositNetwork } from './commands';
import {
  accountProtection,
  listAuditEvents,
  resetTwoFactor,
  unlockAccountOf,
  type AccountProtection,
} from './securityCommands';
import { formatReencryptReport, reencryptSecrets } from './reencryptSecrets';
import { listTrades } from './tradeCommands';

export const USAGE = `Usage: npm run operator -- <command> [arguments]

  list-users
  list-pending
  approve-deposit <reference>
  fail-deposit <reference>
  approve-withdrawal <reference>
  fail-withdrawal <reference>
  verify-user <email>
  set-notification <email> <text>          ("" clears it)
  notify <email> "<title>" "<body>"         (a message in the user's inbox, kind "message")
  set-withdrawal-fee <email> <percent>     (0–100, e.g. 2.5)
  allow-withdrawals <email> on|off          (on also ends a hold and its reason)
  set-withdrawal-hold <email> on|off "<reason>"
                                            (on: withdrawals held, the user reads the reason)
  set-deposit-address <email> bitcoin|ethereum|usdt <address>   ("" clears it)
  post-trade-result <email> <amount> <reason>     (negative amount for a loss)
  post-referral-bonus <email> <amount> <reason>
  set-plan <email> <plan name>
  set-signal-strength <email> <percent>
  list-sessions <email>                     (active sessions, newest first)
  end-sessions <email>                      (signs the user out everywhere)
  account-protection <email>                (2FA state, recovery codes left, saved addresses)
  unlock <email>                            (unlocks a locked account; withdrawals wait
                                            UNLOCK_DELAY_HOURS, as after the user's own unlock)
  reset-2fa <email> --confirm-identity <how the identity was checked, e.g. ticket>
                                            (turns 2FA off; recorded in audit_events)
  audit-events <email>                      (operator actions recorded on the account)
  list-trades <email>                       (the user's newest trades, up to 100)
  check-totals                              (kept totals and holdings vs the ledgers; exits 1
                                            on a mismatch)
  reencrypt-secrets                         (re-seals 2FA secrets and anti-phishing phrases after
                                            a rotation; see README, "Rotating ENCRYPTION_KEY")`;

/**
 * What a command may need besides the database: the keys of 2FA at rest, as the server
 * derives them (the server passes its own; the CLI derives them from its environment).
 */
export interface OperatorContext {
  twoFactorKeys?: TwoFactorKeys | undefined;
  /** UNLOCK_DELAY_HOURS of the server (or the CLI's environment); 24 when not given. */
  unlockDelayHours?: number | undefined;
}

interface CommandSpec {
  /** Names of the required arguments; the last one may swallow the rest (free text). */
  args: string[];
  restIsText?: boolean;
  run: (db: Database, args: string[], context: OperatorContext) => Promise<string>;
}

const done = (message: string) => () => Promise.resolve(message);

const COMMANDS: Record<string, CommandSpec> = {
  'list-users': { args: [], run: async (db) => formatUsers(await commands.listUsers(db)) },
  'list-pending': { args: [], run: async (db) => formatPending(await commands.listPending(db)) },
  'approve-deposit': {
    args: ['reference'],
    run: (db, [ref = '']) => commands.approveDeposit(db, ref).then(done(`Deposit ${ref} approved`)),
  },
  'fail-deposit': {
    args: ['reference'],
    run: (db, [ref = '']) => commands.failDeposit(db, ref).then(done(`Deposit ${ref} failed`)),
  },
  'approve-withdrawal': {
    args: ['reference'],
    run: (db, [ref = '']) =>
      commands.approveWithdrawal(db, ref).then(done(`Withdrawal ${ref} approved`)),
  },
  'fail-withdrawal': {
    args: ['reference'],
    run: (db, [ref = '']) =>
      commands.failWithdrawal(db, ref).then(done(`Withdrawal ${ref} failed`)),
  },
  'verify-user': {
    args: ['email'],
    run: (db, [email = '']) => commands.verifyUser(db, email).then(done(`${email} verified`)),
  },
  'set-notification': {
    args: ['email', 'text'],
    restIsText: true,
    run: (db, [email = '', text = '']) =>
      commands
        .setNotification(db, email, text)
        .then(
          done(text.trim() ? `Notification set for ${email}` : `Notification cleared for ${email}`),
        ),
  },
  notify: {
    args: ['email', 'title', 'body'],
    restIsText: true,
    run: (db, [email = '', title = '', body = '']) =>
      commands.notifyUser(db, email, title, body).then(done(`Message sent to ${email}'s inbox`)),
  },
  'set-withdrawal-fee': {
    args: ['email', 'percent'],
    run: (db, [email = '', percent = '']) =>
      commands
        .setWithdrawalFee(db, email, percent)
        .then(done(`Withdrawal fee for ${email} set to ${percent}%`)),
  },
  'allow-withdrawals': {
    args: ['email', 'on|off'],
    run: (db, [email = '', flag = '']) => {
      if (flag !== 'on' && flag !== 'off') {
        throw new OperatorError(`allow-withdrawals takes on or off (got "${flag}")`);
      }
      return commands
        .allowWithdrawals(db, email, flag === 'on')
        .then(done(`Withdrawals for ${email} turned ${flag}`));
    },
  },
  'set-withdrawal-hold': {
    args: ['email', 'on|off', 'reason'],
    restIsText: true,
    run: (db, [email = '', flag = '', reason = '']) => {
      if (flag !== 'on' && flag !== 'off') {
        throw new OperatorError(`set-withdrawal-hold takes on or off (got "${flag}")`);
      }
      return commands
        .setWithdrawalHold(db, email, flag === 'on', reason)
        .then(
          done(
            flag === 'on'
              ? `Withdrawals for ${email} on hold: ${reason.trim()}`
              : `Withdrawal hold for ${email} lifted`,
          ),
        );
    },
  },
  'set-deposit-address': {
    args: ['email', 'network', 'address'],
    run: (db, [email = '', network = '', address = '']) => {
      if (!DEPOSIT_NETWORKS.some((known) => known === network)) {
        throw new OperatorError(
          `Network must be one of ${DEPOSIT_NETWORKS.join(', ')} (got "${network}")`,
        );
      }
      return commands
        .setDepositAddress(db, email, network as DepositNetwork, address)
        .then(done(`${network} deposit address for ${email} set`));
    },
  },
  'post-trade-result': {
    args: ['email', 'amount', 'reason'],
    restIsText: true,
    run: (db, [email = '', amount = '', reason = '']) =>
      commands
        .postTradeResult(db, email, amount, reason)
        .then((ref) => `Trade result ${amount} posted for ${email} (reference ${ref})`),
  },
  'post-referral-bonus': {
    args: ['email', 'amount', 'reason'],
    restIsText: true,
    run: (db, [email = '', amount = '', reason = '']) =>
      commands
        .postReferralBonus(db, email, amount, reason)
        .then((ref) => `Referral bonus ${amount} posted for ${email} (reference ${ref})`),
  },
  'set-plan': {
    args: ['email', 'plan'],
    restIsText: true,
    run: (db, [email = '', plan = '']) =>
      commands.setPlan(db, email, plan).then(done(`Plan for ${email} set to "${plan}"`)),
  },
  'set-signal-strength': {
    args: ['email', 'percent'],
    run: (db, [email = '', percent = '']) =>
      commands
        .setSignalStrength(db, email, percent)
        .then(done(`Signal strength for ${email} set to ${percent}%`)),
  },
  'list-sessions': {
    args: ['email'],
    run: async (db, [email = '']) => formatSessions(await commands.listSessions(db, email)),
  },
  'account-protection': {
    args: ['email'],
    run: async (db, [email = '']) => formatProtection(await accountProtection(db, email)),
  },
  unlock: {
    args: ['email'],
    run: async (db, [email = ''], { unlockDelayHours }) => {
      const opensAt = await unlockAccountOf(db, email, {
        unlockDelayHours: unlockDelayHours ?? DEFAULT_CONFIG.unlockDelayHours,
      });
      return `Account ${email} unlocked; withdrawals open again at ${opensAt.toISOString()}`;
    },
  },
  'reset-2fa': {
    args: ['email', '--confirm-identity', 'identity check'],
    restIsText: true,
    run: async (db, [email = '', flag = '', identityCheck = '']) => {
      if (flag !== '--confirm-identity') {
        throw new OperatorError(
          'reset-2fa needs an identity check: reset-2fa <email> --confirm-identity "<ticket and what was verified>"',
        );
      }
      await resetTwoFactor(db, email, identityCheck, operatorName());
      return `Two-factor authentication reset for ${email} (recorded in audit_events)`;
    },
  },
  'audit-events': {
    args: ['email'],
    run: async (db, [email = '']) => {
      const events = await listAuditEvents(db, email);
      if (events.length === 0) return 'No audit events';
      return events
        .map((e) => `${e.at.toISOString()}  ${e.action}  by ${e.actor}  "${e.reason}"`)
        .join('\n');
    },
  },
  'list-trades': {
    args: ['email'],
    run: (db, [email = '']) => listTrades(db, email),
  },
  'check-totals': {
    args: [],
    run: async (db) => {
      const mismatches = await findTotalsMismatches(db);
      // An error, so the CLI exits non-zero and a scheduled check can alert on it.
      if (mismatches.length > 0) throw new OperatorError(formatMismatches(mismatches));
      return 'Every kept total matches the ledger and the records';
    },
  },
  'reencrypt-secrets': {
    args: [],
    run: async (db, _args, { twoFactorKeys }) => {
      if (!twoFactorKeys) {
        throw new OperatorError(
          'reencrypt-secrets needs the keys: run it with ENCRYPTION_KEY and ENCRYPTION_KEY_PREVIOUS set as the servers have them',
        );
      }
      return formatReencryptReport(await reencryptSecrets(db, twoFactorKeys));
    },
  },
  'end-sessions': {
    args: ['email'],
    run: async (db, [email = '']) => {
      const ended = await commands.endSessions(db, email);
      return `Ended ${ended} session${ended === 1 ? '' : 's'} of ${email}`;
    },
  },
};

/**
 * Runs one operator command from CLI-style arguments and returns the text to print.
 * Throws OperatorError (with the usage line) on bad input.
 */
export async function runOperatorCommand(
  db: Database,
  argv: readonly string[],
  context: OperatorContext = {},
): Promise<string> {
  const [name, ...given] = argv;
  if (!name || name === 'help' || name === '--help') return USAGE;
  const spec = COMMANDS[name];
  if (!spec) throw new OperatorError(`Unknown command "${name}"\n\n${USAGE}`);
  const usage = `Usage: ${name} ${spec.args.map((arg) => `<${arg}>`).join(' ')}`.trim();
  if (given.length < spec.args.length || (!spec.restIsText && given.length > spec.args.length)) {
    throw new OperatorError(usage);
  }
  const args = spec.restIsText
    ? [...given.slice(0, spec.args.length - 1), given.slice(spec.args.length - 1).join(' ')]
    : given;
  return spec.run(db, args, context);
}

const withdrawalsHeld = (u: commands.UserSummary) =>
  u.withdrawalHoldReason === null ? 'off' : `off (${JSON.stringify(u.withdrawalHoldReason)})`;

function formatUsers(users: commands.UserSummary[]): string {
  if (users.length === 0) return 'No users';
  return users
    .map(
      (u) =>
        `${u.email}  "${u.name}"  ${u.verified ? 'verified' : 'unverified'}  plan=${u.plan}  ` +
        `withdrawals=${u.canWithdraw ? 'on' : withdrawalsHeld(u)} fee=${u.withdrawalFeePercent}%  ` +
        `deposits=${u.totalDeposit} trade-results=${u.tradeResults} bonus=${u.referralBonus} ` +
        `cash=${u.cash} available=${u.availableCash} pending=${u.pendBalance}`,
    )
    .join('\n');
}

function formatPending(records: commands.PendingRecord[]): string {
  if (records.length === 0) return 'Nothing pending';
  return records
    .map(
      (r) =>
        `${r.kind.padEnd(10)} ${r.reference}  ${r.email}  ${r.amount}  ${r.createdAt.toISOString()}` +
        (r.destination ? `  ${r.destination}` : ''),
    )
    .join('\n');
}

function formatSessions(sessions: SessionRow[]): string {
  if (sessions.length === 0) return 'No active sessions';
  return sessions
    .map(
      (s) =>
        `${s.id}  signed in ${s.created_at.toISOString()}  last seen ${s.last_seen_at.toISOString()}` +
        `  ${s.ip}  "${s.user_agent}"`,
    )
    .join('\n');
}

function formatProtection(p: AccountProtection): string {
  const twoFactor = p.twoFactorEnabled
    ? `2FA on since ${p.twoFactorEnabledAt?.toISOString() ?? '?'}, ${p.recoveryCodesLeft} recovery codes left`
    : '2FA off';
  const addresses = p.addresses.map(
    (a) => `  ${a.asset.padEnd(5)} ${a.address}  "${a.label}"  usable from ${a.usableFrom}`,
  );
  return [
    `${p.email}: ${twoFactor}`,
    addresses.length > 0 ? `Saved addresses:\n${addresses.join('\n')}` : 'No saved addresses',
  ].join('\n');
}

/** Who ran a command, for the audit record: the OS account of the CLI or server process. */
function operatorName(): string {
  try {
    return `operator:${userInfo().username}`;
  } catch {
    return 'operator';
  }
}

function formatMismatches(mismatches: TotalsMismatch[]): string {
  const lines = mismatches.map(
    (m) => `${m.email}  ${m.userId}  ${m.figure}: kept ${m.kept}, ledger/records say ${m.actual}`,
  );
  return `${mismatches.length} kept total${mismatches.length === 1 ? '' : 's'} disagree:\n${lines.join('\n')}`;
}
