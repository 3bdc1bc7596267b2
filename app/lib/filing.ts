/** Hosts ending in .net or .cn get one filing number, every other host another. */
export function filingNumberFor(host: string, values: { cn: string; intl: string }): string {
  const hostname = host.split(":")[0].toLowerCase().replace(/\.$/, "");
  return /\.(net|cn)$/.test(hostname) ? values.cn : values.intl;
}
