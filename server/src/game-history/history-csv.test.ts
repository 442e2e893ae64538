import { describe, expect, it } from 'vitest';
import { csvField, historyCsv } from './history-csv.ts';

describe('history CSV', () => {
  it('quotes separators and quotes, and defuses spreadsheet formulas', () => {
    expect(csvField('Book of Croupier')).toBe('Book of Croupier');
    expect(csvField('Rock, Paper "Slots"')).toBe('"Rock, Paper ""Slots"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1.5')).toBe('-1.5');
  });

  it('writes a header and one CRLF line per round', () => {
    const csv = historyCsv([
      {
        id: '7',
        game: { sysname: 'book', name: 'Book, The' },
        provider: 'acme',
        bet: '1',
        win: '2.5',
        currency: 'USD',
        balance_type: 'main',
        status: 'finished',
        created_at: '2026-01-02T03:04:05.000Z',
      },
    ]);
    expect(csv).toBe(
      'round_id,date,game,game_sysname,provider,balance_type,currency,bet,win,status\r\n' +
        '7,2026-01-02T03:04:05.000Z,"Book, The",book,acme,main,USD,1,2.5,finished\r\n',
    );
  });
});
