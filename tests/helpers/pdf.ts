import { inflateSync } from "node:zlib";

/**
 * The text of a PDF written by the handbook renderer (pdfkit), read back the way a viewer
 * copies it: each content stream's hex glyph strings mapped through the ToUnicode map of the
 * font selected with Tf. Enough for files of known shape; not a general PDF parser.
 */
export function handbookUnicodeText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const objects = new Map<number, { dict: string; stream?: string }>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2];
    const s = /^([\s\S]*?)stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body);
    if (!s) {
      objects.set(Number(m[1]), { dict: body });
      continue;
    }
    let bytes = Buffer.from(s[2], "latin1");
    if (/\/FlateDecode/.test(s[1])) bytes = inflateSync(bytes);
    objects.set(Number(m[1]), { dict: s[1], stream: bytes.toString("latin1") });
  }
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1] ?? 0);
  const cmaps = new Map<number, Map<number, string>>();
  const cmapOf = (fontId: number) => {
    if (cmaps.has(fontId)) return cmaps.get(fontId)!;
    const map = new Map<number, string>();
    const cmap = objects.get(ref(objects.get(fontId)?.dict ?? "", "ToUnicode"))?.stream ?? "";
    const hex = (h: string) => String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map((x) => parseInt(x, 16)));
    for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const r of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
        const targets = [...r[3].matchAll(/<([0-9a-fA-F]+)>/g)].map((t) => hex(t[1]));
        targets.forEach((t, i) => map.set(parseInt(r[1], 16) + i, t));
      }
    }
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const r of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(r[1], 16), hex(r[2]));
    }
    cmaps.set(fontId, map);
    return map;
  };
  let text = "";
  for (const obj of objects.values()) {
    if (!/\/Type \/Page\b/.test(obj.dict)) continue;
    const resources = objects.get(ref(obj.dict, "Resources"))?.dict ?? obj.dict;
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? objects.get(ref(resources, "Font"))?.dict ?? "";
    const content = objects.get(ref(obj.dict, "Contents"))?.stream ?? "";
    let map = new Map<number, string>();
    for (const op of content.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-fA-F]*)> Tj|\bET\b/g)) {
      if (op[1]) map = cmapOf(ref(fontDict, op[1]));
      else if (op[0] === "ET") text += "\n";
      else {
        for (const h of (op[2] ?? `<${op[3]}>`).matchAll(/<([0-9a-fA-F]*)>/g)) {
          for (const g of h[1].match(/.{4}/g) ?? []) text += map.get(parseInt(g, 16)) ?? "\uFFFD";
        }
      }
    }
  }
  return text;
}
