-- Verify attestations are no longer registered: the worker cannot prove which
-- page a request came from, so it answers every attestation unknown.
DROP TABLE verify_attestations;
