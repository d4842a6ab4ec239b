-- Issue 34: the photos (or scans) of the identity document's front and back, sent during an
-- account opening: the copy of an identity document that R561-5-2, 1° asks for at a distance.
-- One file per side; a new upload replaces the side's file. The bytes are kept as a loan
-- application's documents are (docs/decisions/018-documents-outside-the-embedded-database.md):
-- a file of DATA_DIR/documents named by `file_id` on the embedded database, chunks of the table
-- below on PostgreSQL; either way `sha256` is checked on every read
-- (docs/decisions/053-one-document-store-chunk-tables-per-owner.md).

CREATE TABLE account_opening_id_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  opening_id uuid NOT NULL REFERENCES account_openings (id) ON DELETE CASCADE,
  side text NOT NULL CHECK (side IN ('front', 'back')),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 200),
  media_type text NOT NULL CHECK (media_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  size integer NOT NULL CHECK (size > 0 AND size <= 10485760),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  -- The file's name in DATA_DIR/documents; empty when the bytes are in the chunks' table.
  file_id uuid UNIQUE,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (opening_id, side)
);

-- On PostgreSQL (and an embedded database in memory), the bytes in pieces of at most 256 KB, in
-- order, going with their row.
CREATE TABLE account_opening_id_file_chunks (
  document_id uuid NOT NULL REFERENCES account_opening_id_files (id) ON DELETE CASCADE,
  seq integer NOT NULL CHECK (seq >= 0),
  bytes bytea NOT NULL CHECK (length(bytes) BETWEEN 1 AND 262144),
  PRIMARY KEY (document_id, seq)
);
