-- Geocoder (issue 6): the platform's address table behind geocoder/suggest and
-- geocoder/get-address. Shared by every brand (the real platform asks a national geocoder); the
-- demo seed fills it with addresses around the demo branches (server/seed/geo.ts).

CREATE TABLE geo_addresses (
  id           text PRIMARY KEY,
  -- 'house' (exact) or 'street' (no house: inexact)
  kind         text NOT NULL CHECK (kind IN ('house', 'street')),
  region       text NOT NULL,
  city         text NOT NULL,
  settlement   text,
  street_type  text,
  street       text,
  house_type   text,
  house        text,
  block_type   text,
  block        text,
  lat          double precision NOT NULL,
  lng          double precision NOT NULL,
  -- the whole address text, as a geocoder would write it
  value        text NOT NULL,
  -- value in lower case, ё as е, punctuation as spaces, padded with spaces: ' г москва ул … '
  search       text NOT NULL,
  sort         integer NOT NULL DEFAULT 0
);
CREATE INDEX geo_addresses_city_idx ON geo_addresses (city);
CREATE INDEX geo_addresses_point_idx ON geo_addresses (lat, lng);
