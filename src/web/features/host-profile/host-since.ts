/** ホスト歴 from the account's creation: '2年', '3か月' or '1か月未満' (whole months, then years). */
export function hostSinceLabel(hostSince: string, now: Date = new Date()): string {
  const start = new Date(hostSince);
  if (Number.isNaN(start.getTime())) return '';
  let months = (now.getFullYear() - start.getFullYear()) * 12 + (now.getMonth() - start.getMonth());
  if (now.getDate() < start.getDate()) months -= 1;
  if (months < 1) return '1か月未満';
  if (months < 12) return `${months}か月`;
  return `${Math.floor(months / 12)}年`;
}
