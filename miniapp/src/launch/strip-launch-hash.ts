/** The hash without Telegram's launch parameters: the router never sees them. */
export function stripLaunchHash(hash: string): string {
  const bare = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!/(^|&)tgWebApp/.test(bare)) return hash;
  const kept = bare.split('&').filter((part) => part !== '' && !part.startsWith('tgWebApp'));
  return kept.length > 0 ? `#${kept.join('&')}` : '';
}
