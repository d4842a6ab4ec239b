-- Issue 29: on the embedded database a document's bytes leave the database for a file in
-- DATA_DIR/documents (docs/decisions/018-documents-outside-the-embedded-database.md); on
-- PostgreSQL they stay in credit_application_document_chunks. Either way the row records the
-- SHA-256 of the bytes, checked on every read.

ALTER TABLE credit_application_documents
  -- Lowercase hexadecimal. Empty only for documents stored before this migration, until the server
  -- records it at its next start (server/services/document-adoption.ts).
  ADD COLUMN sha256 text CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  -- The file's name in DATA_DIR/documents; empty when the bytes are in the chunks' table. A new
  -- content gets a new file: the one a committed row names is never overwritten.
  ADD COLUMN file_id uuid UNIQUE,
  ADD CONSTRAINT credit_application_documents_file_has_digest CHECK (
    file_id IS NULL OR sha256 IS NOT NULL
  );
