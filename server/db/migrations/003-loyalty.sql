-- Loyalty (issue 4): points ledger, operations, gifts and coupons with issued codes, bonus
-- notifications, promo codes and per-user loyalty cards and stamps.

-- One row per purchase, gift activation, promo code… as the operation history shows it.
CREATE TABLE loyalty_operations (
  id            serial PRIMARY KEY,
  client        text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  id_user       integer NOT NULL REFERENCES users (id_user) ON DELETE CASCADE,
  date          timestamptz NOT NULL DEFAULT now(),
  -- 'in' = earned, 'out' = charged
  type          text NOT NULL CHECK (type IN ('in', 'out')),
  order_sum     numeric(12, 2) NOT NULL DEFAULT 0,
  -- gift or coupon title when the operation is a gift activation
  gift          text,
  is_cancelled  boolean NOT NULL DEFAULT false,
  reason        text,
  branch_name   text,
  manager_name  text,
  comment       text,
  -- {products: [{name, price, quantity, total}], paidByBonus, paidByCash}
  receipt       jsonb,
  -- [{id, name, quantity}]
  gifts         jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- {quality, content}
  feedback      jsonb
);
CREATE INDEX loyalty_operations_user_idx ON loyalty_operations (client, id_user, date DESC, id DESC);

-- The points ledger: every accrual (+) and spend or burn (-) is a row. The balance is derived:
-- the sum of activated, not cancelled rows. Accruals may wait for activation (delayed bonus) and
-- burn at date_burn (a burn row is written once, see server/loyalty/ledger.ts).
CREATE TABLE loyalty_ledger (
  id               serial PRIMARY KEY,
  client           text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  id_user          integer NOT NULL REFERENCES users (id_user) ON DELETE CASCADE,
  id_operation     integer REFERENCES loyalty_operations (id) ON DELETE CASCADE,
  -- accrual, spend, burn
  kind             text NOT NULL CHECK (kind IN ('accrual', 'spend', 'burn')),
  amount           numeric(12, 2) NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  date_activation  timestamptz,
  date_burn        timestamptz,
  -- an accrual whose burn row was written
  burned           boolean NOT NULL DEFAULT false,
  cancelled        boolean NOT NULL DEFAULT false,
  CHECK ((kind = 'accrual' AND amount > 0) OR (kind <> 'accrual' AND amount < 0))
);
CREATE INDEX loyalty_ledger_user_idx ON loyalty_ledger (client, id_user);

-- The loyalty card of a user: the code shown at the till and the referral promo code.
CREATE TABLE loyalty_cards (
  id_user      integer PRIMARY KEY REFERENCES users (id_user) ON DELETE CASCADE,
  client       text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  code         text NOT NULL,
  promo_code   text NOT NULL,
  stamps       integer NOT NULL DEFAULT 0 CHECK (stamps >= 0),
  -- a promo code entered by this user (one per user)
  entered_code text,
  UNIQUE (client, code),
  UNIQUE (client, promo_code)
);

-- Gifts and coupons of a brand (same shape).
CREATE TABLE loyalty_gifts (
  client       text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('gift', 'coupon')),
  id           integer NOT NULL,
  title        text NOT NULL,
  description  text NOT NULL DEFAULT '',
  icon         text,
  price        numeric(12, 2) NOT NULL CHECK (price >= 0),
  label        text,
  id_branch    integer,
  -- qr or text
  code_type    text NOT NULL DEFAULT 'qr' CHECK (code_type IN ('qr', 'text')),
  sort         integer NOT NULL DEFAULT 0,
  active       boolean NOT NULL DEFAULT true,
  PRIMARY KEY (client, kind, id)
);

-- A code issued when a user activates a gift or coupon (one spend each).
CREATE TABLE loyalty_gift_codes (
  id            serial PRIMARY KEY,
  client        text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  id_user       integer NOT NULL REFERENCES users (id_user) ON DELETE CASCADE,
  kind          text NOT NULL,
  gift_id       integer NOT NULL,
  code          text NOT NULL,
  id_operation  integer REFERENCES loyalty_operations (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client, code)
);

-- Bonus notifications waiting to be shown (GET bonus-messages hands them out once).
CREATE TABLE loyalty_messages (
  id            serial PRIMARY KEY,
  client        text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  id_user       integer NOT NULL REFERENCES users (id_user) ON DELETE CASCADE,
  message_code  text NOT NULL,
  bonus_text    text NOT NULL DEFAULT '',
  bonus_amount  numeric(12, 2) NOT NULL DEFAULT 0,
  need_feedback boolean NOT NULL DEFAULT false,
  id_connected_entity text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  delivered_at  timestamptz
);
CREATE INDEX loyalty_messages_pending_idx ON loyalty_messages (client, id_user) WHERE delivered_at IS NULL;

-- Brand-wide promo codes (besides each user's referral code): code -> points.
CREATE TABLE loyalty_promo_codes (
  client   text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  code     text NOT NULL,
  bonus    numeric(12, 2) NOT NULL CHECK (bonus > 0),
  PRIMARY KEY (client, code)
);
