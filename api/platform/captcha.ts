import { randomInt } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import sharp from "sharp";
import { CAPTCHA_TTL_SECONDS, IMAGE_CODE_LENGTH } from "#core/constants";
import { db } from "../db/client";
import { ApiError } from "../http/envelope";
import { captchaChallenges } from "../db/schema";
import { hmac, randomId, safeEqual } from "./crypto";
import { recordOutbox } from "./outbox";
import { logger } from "#core/log.server";

/**
 * The self-hosted captcha that guards code sends (a slider overlay, with a typed fallback).
 *
 * - `slide` (with JavaScript): a background picture with a puzzle-shaped notch at a random x, and
 *   the matching piece; the answer is the piece's x offset in image pixels, within ±SLIDE_TOLERANCE.
 * - `image` (without JavaScript): four distorted letters; the answer is the letters, any case.
 *
 * The challenge row keeps only a keyed hash of the answer. A right answer marks it passed and
 * hands out a `captchaToken` valid for 2 minutes, spent once by the code send (`spendToken`).
 * Five wrong answers kill a challenge. The expected answer is recorded in the dev outbox.
 */
export const SLIDE_WIDTH = 300;
export const SLIDE_HEIGHT = 160;
export const PIECE_SIZE = 50;
export const SLIDE_TOLERANCE = 5;
const MAX_ATTEMPTS = 5;
const LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz";

export type CaptchaKind = "slide" | "image";

export type CaptchaChallenge =
  | {
      captchaId: string;
      kind: "slide";
      image: string;
      piece: string;
      pieceY: number;
      width: number;
      height: number;
      pieceSize: number;
      expiresIn: number;
    }
  | { captchaId: string; kind: "image"; image: string; width: number; height: number; length: number; expiresIn: number };

const answerHash = (id: string, answer: string) => hmac("captcha", `${id}:${answer.toLowerCase()}`);

export async function newChallenge(kind: CaptchaKind, ip: string | null): Promise<CaptchaChallenge> {
  const captchaId = randomId(18);
  const expiresAt = new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000);
  // Now and then, drop challenges that expired long ago.
  if (Math.random() < 0.05) {
    await db()
      .delete(captchaChallenges)
      .where(lt(captchaChallenges.expiresAt, new Date(Date.now() - 3600_000)))
      .catch(() => undefined);
  }
  if (kind === "image") {
    const letters = Array.from({ length: IMAGE_CODE_LENGTH }, () => LETTERS[randomInt(LETTERS.length)]).join("");
    // Drawn first: a picture that cannot be drawn leaves no challenge behind.
    const image = await drawn(() => letterImage(letters));
    await db().insert(captchaChallenges).values({ id: captchaId, kind, answerHash: answerHash(captchaId, letters), ip, expiresAt });
    await recordOutbox("captcha", captchaId, letters, "image code");
    return { captchaId, kind, image, width: 120, height: 40, length: IMAGE_CODE_LENGTH, expiresIn: CAPTCHA_TTL_SECONDS };
  }
  const x = randomInt(PIECE_SIZE + 30, SLIDE_WIDTH - PIECE_SIZE - 8);
  const y = randomInt(8, SLIDE_HEIGHT - PIECE_SIZE - 8);
  const { image, piece } = await drawn(() => slideImages(x, y));
  await db()
    .insert(captchaChallenges)
    .values({ id: captchaId, kind, answerHash: answerHash(captchaId, String(x)), ip, expiresAt });
  await recordOutbox("captcha", captchaId, String(x), "slide offset");
  return {
    captchaId,
    kind,
    image,
    piece,
    pieceY: y,
    width: SLIDE_WIDTH,
    height: SLIDE_HEIGHT,
    pieceSize: PIECE_SIZE,
    expiresIn: CAPTCHA_TTL_SECONDS,
  };
}

/** The pictures, or "service busy" when sharp cannot draw them (never a readable fallback). */
async function drawn<T>(draw: () => Promise<T>): Promise<T> {
  try {
    return await draw();
  } catch (error) {
    logger.error({ error: error instanceof Error ? error.message : String(error) }, "captcha: the picture could not be drawn");
    throw new ApiError("service_busy");
  }
}

export type CheckResult = { ok: true; captchaToken: string } | { ok: false; reason: "captcha_error" | "captcha_expired" };

export async function checkAnswer(captchaId: string, answer: string): Promise<CheckResult> {
  // Take the attempt first, then check: one atomic UPDATE counts it only
  // while fewer than MAX_ATTEMPTS were taken, so however many answers arrive at once, at most
  // MAX_ATTEMPTS of them are ever compared with the answer — in PGlite and PostgreSQL alike.
  const [row] = await db()
    .update(captchaChallenges)
    .set({ attempts: sql`${captchaChallenges.attempts} + 1` })
    .where(
      and(
        eq(captchaChallenges.id, captchaId),
        isNull(captchaChallenges.passedAt),
        gt(captchaChallenges.expiresAt, new Date()),
        lt(captchaChallenges.attempts, MAX_ATTEMPTS),
      ),
    )
    .returning({ kind: captchaChallenges.kind, answerHash: captchaChallenges.answerHash, attempts: captchaChallenges.attempts });
  if (!row) return { ok: false, reason: "captcha_expired" };
  const given = answer.trim();
  let right = false;
  if (row.kind === "slide") {
    const n = Math.round(Number(given));
    if (Number.isFinite(n)) {
      for (let d = -SLIDE_TOLERANCE; d <= SLIDE_TOLERANCE && !right; d++) right = safeEqual(row.answerHash, answerHash(captchaId, String(n + d)));
    }
  } else {
    right = safeEqual(row.answerHash, answerHash(captchaId, given));
  }
  if (!right) return { ok: false, reason: row.attempts >= MAX_ATTEMPTS ? "captcha_expired" : "captcha_error" };
  // Passed: the token is valid for the captcha lifetime from now, once.
  const updated = await db()
    .update(captchaChallenges)
    .set({ passedAt: new Date(), expiresAt: new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000) })
    .where(and(eq(captchaChallenges.id, captchaId), isNull(captchaChallenges.passedAt)))
    .returning({ id: captchaChallenges.id });
  if (!updated.length) return { ok: false, reason: "captcha_expired" };
  return { ok: true, captchaToken: `${captchaId}.${hmac("captcha-token", captchaId)}` };
}

/** Spends a captcha token: true once per passed, unexpired challenge. */
export async function spendToken(token: string | undefined | null): Promise<boolean> {
  if (!token) return false;
  const [id, sig] = token.split(".");
  if (!id || !sig || !safeEqual(sig, hmac("captcha-token", id))) return false;
  const spent = await db()
    .update(captchaChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(captchaChallenges.id, id),
        isNotNull(captchaChallenges.passedAt),
        isNull(captchaChallenges.usedAt),
        gt(captchaChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ id: captchaChallenges.id });
  return spent.length === 1;
}

// --- pictures -------------------------------------------------------------------------------

/** A 50×50 jigsaw piece: a 38 px square with a round tab on the top and on the right. */
const PUZZLE = "M2,10 H13 A8,8 0 1,1 29,10 H40 V21 A8,8 0 1,1 40,37 V48 H2 Z";

function scene(): string {
  const hue = randomInt(360);
  const parts = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 80) % 360},55%,45%)"/></linearGradient></defs>`,
    `<rect width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}" fill="url(#g)"/>`,
  ];
  for (let i = 0; i < 18; i++) {
    const h = (hue + randomInt(200)) % 360;
    const op = (randomInt(30, 70) / 100).toFixed(2);
    if (i % 3 === 0) {
      parts.push(`<rect x="${randomInt(SLIDE_WIDTH)}" y="${randomInt(SLIDE_HEIGHT)}" width="${randomInt(20, 90)}" height="${randomInt(10, 60)}" transform="rotate(${randomInt(-40, 40)})" fill="hsl(${h},65%,55%)" opacity="${op}"/>`);
    } else if (i % 3 === 1) {
      parts.push(`<circle cx="${randomInt(SLIDE_WIDTH)}" cy="${randomInt(SLIDE_HEIGHT)}" r="${randomInt(8, 40)}" fill="hsl(${h},70%,60%)" opacity="${op}"/>`);
    } else {
      parts.push(`<path d="M${randomInt(SLIDE_WIDTH)},${randomInt(SLIDE_HEIGHT)} Q${randomInt(SLIDE_WIDTH)},${randomInt(SLIDE_HEIGHT)} ${randomInt(SLIDE_WIDTH)},${randomInt(SLIDE_HEIGHT)}" stroke="hsl(${h},60%,35%)" stroke-width="${randomInt(2, 7)}" fill="none" opacity="${op}"/>`);
    }
  }
  return parts.join("");
}

async function png(svg: string): Promise<string> {
  const buf = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  return `data:image/png;base64,${buf.toString("base64")}`;
}

async function slideImages(x: number, y: number): Promise<{ image: string; piece: string }> {
  const content = scene();
  const ns = `xmlns="http://www.w3.org/2000/svg"`;
  const bg = `<svg ${ns} width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}">${content}<path transform="translate(${x},${y})" d="${PUZZLE}" fill="rgba(0,0,0,0.45)" stroke="rgba(255,255,255,0.85)" stroke-width="1.5"/></svg>`;
  const piece = `<svg ${ns} width="${PIECE_SIZE}" height="${PIECE_SIZE}"><defs><clipPath id="c"><path d="${PUZZLE}"/></clipPath></defs><g clip-path="url(#c)"><g transform="translate(${-x},${-y})">${content}</g></g><path d="${PUZZLE}" fill="none" stroke="#fff" stroke-width="2"/></svg>`;
  const [image, pieceImage] = await Promise.all([png(bg), png(piece)]);
  return { image, piece: pieceImage };
}

async function letterImage(letters: string): Promise<string> {
  const w = 120;
  const h = 40;
  const parts = [`<rect width="${w}" height="${h}" fill="#f3f4f6"/>`];
  for (let i = 0; i < 5; i++) {
    parts.push(`<path d="M${randomInt(w)},${randomInt(h)} Q${randomInt(w)},${randomInt(h)} ${randomInt(w)},${randomInt(h)}" stroke="hsl(${randomInt(360)},50%,55%)" stroke-width="1.5" fill="none"/>`);
  }
  [...letters].forEach((ch, i) => {
    const cx = 16 + i * 26 + randomInt(-3, 4);
    const cy = 29 + randomInt(-4, 5);
    parts.push(
      `<text x="${cx}" y="${cy}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${randomInt(24, 30)}" font-weight="700" fill="hsl(${randomInt(360)},60%,35%)" transform="rotate(${randomInt(-25, 26)} ${cx} ${cy - 10}) skewX(${randomInt(-12, 13)})">${ch}</text>`,
    );
  });
  for (let i = 0; i < 30; i++) parts.push(`<circle cx="${randomInt(w)}" cy="${randomInt(h)}" r="1" fill="hsl(${randomInt(360)},50%,45%)"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${parts.join("")}</svg>`;
  // No fallback: an SVG would carry the letters as text for any script to read.
  // When sharp cannot draw, the challenge fails (the caller answers "service busy").
  return png(svg);
}
