-- Booking (issue 14, accounts-loyalty §2 Booking, §3 Booking settings and payload, §7 POST
-- booking): the services a brand offers and the branches that take bookings (both in app data),
-- and the requests people send (the demo admin route lists them).

CREATE TABLE booking_services (
  client      text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  id_service  integer NOT NULL CHECK (id_service > 0),
  name        text NOT NULL,
  sort        integer NOT NULL DEFAULT 0,
  active      boolean NOT NULL DEFAULT true,
  PRIMARY KEY (client, id_service)
);

-- No row for a brand: every branch takes bookings.
CREATE TABLE booking_branches (
  client      text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  id_branch   integer NOT NULL,
  PRIMARY KEY (client, id_branch)
);

CREATE TABLE booking_requests (
  id_booking   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client       text NOT NULL REFERENCES brands (client) ON DELETE CASCADE,
  id_user      integer,
  id_device    integer,
  client_name  text NOT NULL,
  client_phone text NOT NULL,
  -- as sent: dd.mm.yyyy (the spec's display format) and HH:MM; '' when not given
  visit_date   text NOT NULL DEFAULT '',
  visit_time   text NOT NULL DEFAULT '',
  comment      text NOT NULL DEFAULT '',
  id_branch    integer,
  services     jsonb NOT NULL DEFAULT '[]'::jsonb,
  guests       integer,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_requests_client_idx ON booking_requests (client, id_booking DESC);
