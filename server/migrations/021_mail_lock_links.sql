-- The "Wasn't you? Lock your account" link of security e-mails (SPEC §12.5): marked here when
-- the e-mail is queued, issued by the mail job when it sends the e-mail (mailSender.ts) — so the
-- link's 24 hours start when the user can read it, and an account already locked by then gets
-- no link to lock it again.
ALTER TABLE mail_outbox ADD COLUMN offers_lock boolean NOT NULL DEFAULT false;
