/** Game history as CSV (RFC 4180), safe to open in a spreadsheet. */
import type { games as gamesApi } from '@croupier/core/contract';

/** Column headers of the export. */
const HISTORY_CSV_COLUMNS = [
  'round_id',
  'date',
  'game',
  'game_sysname',
  'provider',
  'balance_type',
  'currency',
  'bet',
  'win',
  'status',
] as const;

// Exported for its unit test: quoting and formula injection, cell by cell.
/**
 * One CSV field: quoted when it holds a separator, quote or line break; a text starting with
 * = + - @ or a tab is prefixed with ' so a spreadsheet never runs it as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The CSV text of `rounds` with a header line, CRLF line ends. */
export function historyCsv(rounds: readonly gamesApi.GameRound[]): string {
  const lines = [HISTORY_CSV_COLUMNS.join(',')];
  for (const r of rounds) {
    lines.push(
      [
        r.id,
        r.created_at,
        r.game.name,
        r.game.sysname,
        r.provider,
        r.balance_type,
        r.currency,
        r.bet,
        r.win,
        r.status,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
