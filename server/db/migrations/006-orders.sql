-- Orders (catalog-and-ordering §3 Order payload, Order, Order product; §4 Order status): what
-- place-order accepted, priced by the server from its own catalog, and its status as the demo
-- admin route moves it (new -> process -> done / cancel).

CREATE TABLE orders (
  id               serial PRIMARY KEY,
  client           text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  id_user          integer NOT NULL REFERENCES users (id_user) ON DELETE CASCADE,
  -- The client's idempotency key: a repeated submit returns the order it created.
  idempotency_key  text NOT NULL,
  -- SHA-256 of the normalised request: the same key with another order is a conflict.
  request_hash     text NOT NULL,
  order_num        text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  -- new, process, done, cancel
  status           text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'process', 'done', 'cancel')),
  -- delivery or pickup
  receive_type     text NOT NULL CHECK (receive_type IN ('delivery', 'pickup')),
  -- The pickup point, or the branch whose zone holds the delivery address.
  id_branch        integer,
  -- {id, name, online} as chosen; null when the brand has no payment types.
  payment_type     jsonb,
  -- paid, wait (to pay on receipt or online), failed (online payment refused)
  payment_status   text NOT NULL DEFAULT 'wait' CHECK (payment_status IN ('paid', 'wait', 'failed')),
  -- A random key the sandbox payment page must be opened with.
  payment_key      text,
  success_url      text,
  fail_url         text,
  subtotal         numeric(12, 2) NOT NULL,
  discount         numeric(12, 2) NOT NULL DEFAULT 0,
  cost_delivery    numeric(12, 2) NOT NULL DEFAULT 0,
  payed_bonuses    numeric(12, 2) NOT NULL DEFAULT 0,
  to_pay           numeric(12, 2) NOT NULL,
  -- {address, lat, lng, room, domofon, entrance, floor, toBranch}
  delivery         jsonb,
  name             text,
  phone            text,
  email            text,
  comment          text,
  -- The chosen time slot; null: as soon as possible.
  order_time       timestamptz,
  -- [{id, name, qty, price, cost, paidByBonus, images, productAttributeValues}]
  products         jsonb NOT NULL,
  -- The loyalty operation of the points spent on it (its ledger spend is cancelled on a refund).
  id_operation     integer REFERENCES loyalty_operations (id) ON DELETE SET NULL,
  UNIQUE (client, id_user, idempotency_key)
);
CREATE INDEX orders_user_idx ON orders (client, id_user, created_at DESC, id DESC);
