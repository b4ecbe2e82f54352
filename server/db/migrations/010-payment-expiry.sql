-- Abandoned online payments (issue 12, defect 3): an online order waits for its payment until
-- payment_expires_at (server/orders/expiry.ts PAYMENT_TIMEOUT_MS after it was placed); after that
-- it is cancelled (payment failed, points back) the next time anything reads it. Null: nothing to
-- wait for (paid, on receipt, or placed before this column).
ALTER TABLE orders ADD COLUMN payment_expires_at timestamptz;
CREATE INDEX orders_waiting_idx ON orders (client, id_user, request_hash)
  WHERE payment_status = 'wait' AND payment_key IS NOT NULL;
