"""Play between computers: a host keeps the table, players join it over WebSockets."""
