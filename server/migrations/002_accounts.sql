-- Accounts: profile pictures, OTP rate limits by address, one account per email.

-- Uploaded profile pictures live in the database so a deploy needs no file storage;
-- content_type comes from the magic-byte check, never from the client.
CREATE TABLE user_images (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/gif', 'image/jpeg')),
  data bytea NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Codes are limited per phone and per requesting address; replaced codes are kept (consumed)
-- so they still count towards those limits.
ALTER TABLE otp_codes ADD COLUMN requested_ip text;
CREATE INDEX otp_codes_ip_idx ON otp_codes (requested_ip, sent_at DESC);
CREATE INDEX otp_codes_sent_idx ON otp_codes (country_code, mobile_number, sent_at DESC);

-- Sign-up refuses a second account for an email however it is capitalised.
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));
