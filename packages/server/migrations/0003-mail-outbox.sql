-- Every e-mail the server sends is kept here; the development mailbox reads it.

CREATE TABLE mails (
  mail_id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  link text,
  created_at_ms bigint NOT NULL
);
CREATE INDEX mails_to ON mails (to_address);

CREATE TABLE google_ads_visits (
  visit_id text PRIMARY KEY,
  email text NOT NULL,
  payload jsonb NOT NULL,
  created_at_ms bigint NOT NULL
);
