-- Holding against abuse (issue 10).

-- Server-only brand configuration, never sent to the app: `appOrigins` (extra origins payment
-- return urls may point at), `frameAncestors` (mini-app platforms allowed to frame the app).
ALTER TABLE brands ADD COLUMN config jsonb NOT NULL DEFAULT '{}'::jsonb;

-- A promo code entered by a person (brand + SHA-256 of the phone), kept when the account is
-- deleted, so a once-per-customer code stays used when the account is made again.
CREATE TABLE loyalty_promo_uses (
  client      text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  phone_hash  text NOT NULL,
  code        text NOT NULL,
  used_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client, phone_hash)
);

INSERT INTO loyalty_promo_uses (client, phone_hash, code)
SELECT u.client, encode(sha256(convert_to(u.client || ':' || u.username, 'UTF8')), 'hex'),
       c.entered_code
  FROM loyalty_cards c JOIN users u ON u.id_user = c.id_user
 WHERE c.entered_code IS NOT NULL AND u.deleted_at IS NULL
ON CONFLICT DO NOTHING;

-- Codes are counted per phone (resend wait, hourly cap), whatever the device.
CREATE INDEX auth_codes_phone ON auth_codes (client, username, created_at);

-- Wrong tries against a code: it dies after AUTH_ATTEMPTS_PER_CODE (server/auth/limits.ts).
ALTER TABLE auth_codes ADD COLUMN attempts integer NOT NULL DEFAULT 0;
