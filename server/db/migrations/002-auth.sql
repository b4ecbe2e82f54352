-- Auth (issue 3): passwords, profile fields, one-time codes and sign-in lockouts.

ALTER TABLE users
  -- 'scrypt$N$r$p$salt$hash' (server/auth/password.ts); null: no password (codes only)
  ADD COLUMN password_hash          text,
  ADD COLUMN f_name                 text,
  ADD COLUMN l_name                 text,
  ADD COLUMN bday                   date,
  ADD COLUMN email                  text,
  ADD COLUMN send_receipt_to_email  boolean NOT NULL DEFAULT false,
  -- false: registered on an sms/call brand and the phone not confirmed by a code yet (such a
  -- registration may be replaced, so nobody can hold a phone they do not own)
  ADD COLUMN verified               boolean NOT NULL DEFAULT true,
  -- wrong passwords, PINs and codes since the last success; 5 lock sign-in for a while
  ADD COLUMN failed_logins          integer NOT NULL DEFAULT 0,
  ADD COLUMN locked_until           timestamptz,
  -- account deleted: personal data wiped, username freed ('deleted-<id>'), tokens revoked
  ADD COLUMN deleted_at             timestamptz;

-- One-time codes (SMS, call, password reset). Bound to the request that asked for them:
-- brand, phone and device. Only a hash is stored.
CREATE TABLE auth_codes (
  id           serial PRIMARY KEY,
  client       text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  -- the phone, digits only
  username     text NOT NULL,
  id_device    integer NOT NULL REFERENCES devices (id_device) ON DELETE CASCADE,
  code_hash    text NOT NULL,
  -- sms: pincodeLength digits; call: the last 4 digits of the calling number
  channel      text NOT NULL CHECK (channel IN ('sms', 'call')),
  purpose      text NOT NULL CHECK (purpose IN ('signin', 'reset')),
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);
CREATE INDEX auth_codes_request_idx ON auth_codes (client, username, id_device, created_at DESC);
