/** What the other feature folders use of connection/. */
