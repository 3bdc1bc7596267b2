import { existsSync, mkdirSync } from "node:fs";
import { rename, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { env } from "#core/env.server";
import { Prng } from "../db/seed/prng";
import { uploadedFile } from "./service";

/**
 * Seed photos. The catalogue references photos by stable keys (`seed/07.jpg`); the files are
 * rendered locally from SVG scenes (no downloads, no hot-linking) into DATA_DIR/seed-images
 * the first time they are needed. The image route of the web tier resolves a key with
 * `seedImageFile()` and resizes from there; uploaded files use `uploadedFile()` in upload.ts.
 */
export const SEED_IMAGE_COUNT = 24;
const WIDTH = 1200;
const HEIGHT = 800;
const KEY_PATTERN = /^seed\/(\d{2})\.jpg$/;

export function seedImageKeys(): string[] {
  return Array.from({ length: SEED_IMAGE_COUNT }, (_, i) => seedImageKey(i));
}

export function seedImageKey(index: number): string {
  return `seed/${String((index % SEED_IMAGE_COUNT) + 1).padStart(2, "0")}.jpg`;
}

function seedImageDir(): string {
  return resolve(env().DATA_DIR, "seed-images");
}

/**
 * Absolute path of the JPEG for a seed key, rendering it if it is not on disk yet; null for
 * anything that is not a seed key (so a key can never escape the folder).
 */
export async function seedImageFile(key: string): Promise<string | null> {
  const m = KEY_PATTERN.exec(key);
  if (!m) return null;
  const n = Number(m[1]);
  if (n < 1 || n > SEED_IMAGE_COUNT) return null;
  const file = join(seedImageDir(), `${m[1]}.jpg`);
  if (!existsSync(file)) await renderSeedImage(n, file);
  return file;
}

/** Renders every missing seed image; called by prepareDatabase so first page views are fast. */
export async function ensureSeedImages(): Promise<number> {
  let rendered = 0;
  for (let n = 1; n <= SEED_IMAGE_COUNT; n++) {
    const file = join(seedImageDir(), `${String(n).padStart(2, "0")}.jpg`);
    if (existsSync(file)) continue;
    await renderSeedImage(n, file);
    rendered++;
  }
  return rendered;
}

async function renderSeedImage(n: number, file: string): Promise<void> {
  mkdirSync(seedImageDir(), { recursive: true });
  // Odd numbers are street views of a building, even numbers are rooms: listings mix both.
  const svg = n % 2 === 1 ? exteriorSvg(n) : interiorSvg(n);
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  // Write to a temporary name first so a concurrent reader never sees half a file.
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, jpeg);
  await rename(tmp, file);
}

const SKIES = [
  ["#87b5e5", "#dcecf8"],
  ["#f6a96b", "#fde3c0"],
  ["#6c7fb8", "#c9d3ef"],
  ["#9fd3c7", "#eef8f5"],
  ["#f28f8f", "#fbe0d0"],
  ["#5a8fc2", "#b8d8f0"],
];
const FACADES = ["#b55d4c", "#c9b79c", "#7a8896", "#d8d2c4", "#8c6f5a", "#4f6272", "#e0c9a6", "#9a4f3f"];
const WALLS = ["#f3efe7", "#e9eef2", "#f5e9dc", "#e6f0ea", "#efe6f0", "#f2f2f2"];
const ACCENTS = ["#2f5d8a", "#c0573e", "#3f7f5f", "#8a5a9e", "#d19a2a", "#36737a"];

function exteriorSvg(n: number): string {
  const r = new Prng(n * 7919);
  const [top, bottom] = SKIES[n % SKIES.length];
  const parts: string[] = [];
  let x = -20;
  while (x < WIDTH) {
    const w = r.int(160, 320);
    const h = r.int(300, 640);
    const color = r.pick(FACADES);
    const y = HEIGHT - 90 - h;
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${color}"/>`);
    const cols = Math.floor((w - 30) / 42);
    const rows = Math.floor((h - 40) / 56);
    for (let cx = 0; cx < cols; cx++) {
      for (let cy = 0; cy < rows; cy++) {
        const lit = r.chance(0.35);
        parts.push(
          `<rect x="${x + 20 + cx * 42}" y="${y + 24 + cy * 56}" width="26" height="34" rx="2" fill="${lit ? "#ffe9a8" : "#2d3a4a"}" opacity="${lit ? 0.95 : 0.75}"/>`,
        );
      }
    }
    x += w + r.int(6, 30);
  }
  const trees = Array.from({ length: r.int(3, 7) }, () => {
    const tx = r.int(20, WIDTH - 20);
    const size = r.int(34, 60);
    return `<rect x="${tx - 5}" y="${HEIGHT - 110}" width="10" height="40" fill="#5b4636"/><circle cx="${tx}" cy="${HEIGHT - 120 - size / 2}" r="${size}" fill="#4d8a4f"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${r.int(100, WIDTH - 100)}" cy="${r.int(60, 160)}" r="${r.int(30, 55)}" fill="#fff6d5" opacity="0.9"/>
  ${parts.join("")}
  <rect x="0" y="${HEIGHT - 90}" width="${WIDTH}" height="90" fill="#6f7478"/>
  <rect x="0" y="${HEIGHT - 50}" width="${WIDTH}" height="6" fill="#e8e8e8" opacity="0.6"/>
  ${trees.join("")}
</svg>`;
}

function interiorSvg(n: number): string {
  const r = new Prng(n * 104729);
  const wall = WALLS[n % WALLS.length];
  const accent = ACCENTS[n % ACCENTS.length];
  const floorY = 560;
  const winX = r.int(140, 700);
  const bedX = r.int(60, 520);
  const deskX = bedX > 400 ? r.int(60, 200) : r.int(820, 960);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b89070"/><stop offset="1" stop-color="#8d6a4f"/></linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="${wall}"/>
  <rect x="0" y="${floorY}" width="${WIDTH}" height="${HEIGHT - floorY}" fill="url(#floor)"/>
  <rect x="${winX}" y="90" width="300" height="260" fill="#a9d3f5" stroke="#ffffff" stroke-width="14"/>
  <line x1="${winX + 150}" y1="90" x2="${winX + 150}" y2="350" stroke="#ffffff" stroke-width="10"/>
  <polygon points="${winX},350 ${winX + 300},350 ${winX + 520},${HEIGHT} ${winX - 120},${HEIGHT}" fill="url(#light)"/>
  <rect x="${bedX}" y="${floorY - 120}" width="380" height="130" rx="10" fill="#ffffff"/>
  <rect x="${bedX}" y="${floorY - 60}" width="380" height="90" rx="8" fill="${accent}"/>
  <rect x="${bedX + 20}" y="${floorY - 150}" width="110" height="50" rx="18" fill="#f7f1e3"/>
  <rect x="${bedX - 10}" y="${floorY - 200}" width="16" height="230" fill="#6b4f3a"/>
  <rect x="${deskX}" y="${floorY - 110}" width="200" height="16" fill="#6b4f3a"/>
  <rect x="${deskX + 10}" y="${floorY - 94}" width="12" height="104" fill="#6b4f3a"/>
  <rect x="${deskX + 178}" y="${floorY - 94}" width="12" height="104" fill="#6b4f3a"/>
  <rect x="${deskX + 60}" y="${floorY - 170}" width="90" height="60" rx="4" fill="#2f3640"/>
  <circle cx="${deskX + 170}" cy="${floorY - 200}" r="22" fill="#ffd27a"/>
  <rect x="${r.int(40, 1000)}" y="140" width="120" height="90" fill="${accent}" opacity="0.35"/>
</svg>`;
}

/** The file behind any photo key the API hands out: `seed/…` or `uploads/…`. */
export async function photoFile(key: string): Promise<string | null> {
  if (key.startsWith("seed/")) return seedImageFile(key);
  if (key.startsWith("uploads/")) return uploadedFile(key);
  return null;
}
