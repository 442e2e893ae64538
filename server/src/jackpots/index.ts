/** Jackpots: pools fed by stakes, random triggers, wins paid through the ledger (README.md). */
