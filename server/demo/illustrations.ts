/**
 * Demo illustrations: flat SVG scenes of school life (classroom, library,
 * science lab, sports ground, music room, assembly, kindergarten, computer
 * lab, art room, annual day stage, campus), chosen from the words of the
 * photo's page, tab or title, with palettes and compositions varied by a seed.
 * They carry no words at all, so no demo image can show a label.
 * Flat fills only: gradients and translucency make librsvg several times slower.
 */

export type Scene =
  | "classroom"
  | "library"
  | "lab"
  | "sports"
  | "music"
  | "assembly"
  | "kindergarten"
  | "computers"
  | "art"
  | "stage"
  | "campus";

const SCENES: readonly Scene[] = [
  "classroom",
  "library",
  "lab",
  "sports",
  "music",
  "assembly",
  "kindergarten",
  "computers",
  "art",
  "stage",
  "campus",
];

/** What each scene shows, for the image's text alternative. */
export const sceneAlt: Record<Scene, string> = {
  classroom: "Students at their desks listening to a teacher at the blackboard",
  library: "Students reading at a table between tall bookshelves in the library",
  lab: "Students doing an experiment with flasks at a science lab bench",
  sports: "Students running a race on the school sports ground",
  music: "Students playing a keyboard, a drum and a guitar in the music room",
  assembly: "Students standing in rows at the morning assembly near the flag",
  kindergarten: "Young children playing with blocks and a ball in a bright kindergarten room",
  computers: "Students working at computers in the computer lab",
  art: "Students painting at easels in the art room",
  stage: "Students performing on the stage at the annual day function",
  campus: "The school building with its gate, trees and a garden",
};

const KEYWORDS: [Scene, RegExp][] = [
  ["library", /librar|book|read|newsletter|story/i],
  ["lab", /lab\b|labs|science|chemistr|physic|biolog|experiment|maths lab|olympiad|exam/i],
  ["computers", /computer|smart|technolog|erp|digital|coding|robot/i],
  ["sports", /sport|athlet|race|ground|yoga|cricket|kabaddi|football|kho|marathon|games|karate/i],
  ["music", /music|synth|band|sing|instrument|guitar|tabla/i],
  ["stage", /concert|annual|stage|cultural|function|utsav|ganesh|dance|drama|celebrat|festival|diwali|gathering/i],
  ["assembly", /assembly|republic|independence|flag|parade|jayanti|din\b|day\b|council|leader|interact|club/i],
  ["kindergarten", /kinder|\bkg\b|twinkle|nursery|activity room|play|tiny|toddler|headmistress/i],
  ["art", /art\b|arts|draw|craft|rangoli|paint|poster/i],
  ["classroom", /class|lecture|teach|faculty|primary|high school|study|admission|workshop|guest/i],
];

/** Stable 32-bit hash (FNV-1a) of a string. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The scene for some words (page, tab, title); unknown words get a scene by hash. */
export function sceneFor(words: string, seed = hash(words)): Scene {
  for (const [scene, re] of KEYWORDS) if (re.test(words)) return scene;
  return SCENES[seed % SCENES.length];
}

/** A small deterministic random source (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo: number, hi: number) => lo + next() * (hi - lo),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}
type Rnd = ReturnType<typeof random>;

interface Palette {
  wall: string;
  floor: string;
  accent: string;
  accent2: string;
  wood: string;
  sky: string;
}

const PALETTES: Palette[] = [
  { wall: "#f6e7c8", floor: "#c98f5a", accent: "#2f6f8f", accent2: "#e4572e", wood: "#8c5a35", sky: "#9fd3ec" },
  { wall: "#e3f0e6", floor: "#9a7b5b", accent: "#3b7d4f", accent2: "#f2a541", wood: "#6e4b2e", sky: "#a8dcf0" },
  { wall: "#f3dfe3", floor: "#b07d62", accent: "#7b4b94", accent2: "#f28f3b", wood: "#7a4e32", sky: "#b5e2f5" },
  { wall: "#dfe9f5", floor: "#a3846a", accent: "#1f4e79", accent2: "#f6c244", wood: "#74513a", sky: "#8fcbe8" },
  { wall: "#fbefd9", floor: "#d1a06c", accent: "#c0392b", accent2: "#2e86ab", wood: "#935f38", sky: "#a6dbf2" },
  { wall: "#e8e4f4", floor: "#a88a72", accent: "#455a9c", accent2: "#e76f51", wood: "#6b4a3a", sky: "#9dd4ee" },
  { wall: "#f1f3dc", floor: "#b89067", accent: "#5a7d2b", accent2: "#d1495b", wood: "#7d5531", sky: "#a3d8ef" },
];
const SKIN = ["#8d5524", "#a0662f", "#c68642", "#b57a4a", "#7a4a25", "#d29b6c"];
const HAIR = ["#1b1b1b", "#2b1d14", "#3a2a1d", "#111111"];
const UNIFORM = ["#1f4e79", "#2e6f95", "#8b2f39", "#3f6b3a", "#5b4a8a", "#c45a1a", "#23606e"];

const r = (n: number) => Math.round(n);

/** A child seen from the front, feet at (x, y), s = height in px. */
function child(
  x: number,
  y: number,
  s: number,
  rnd: Rnd,
  opts: { arms?: "up" | "down" | "side"; shirt?: string } = {},
) {
  const skin = rnd.pick(SKIN);
  const hair = rnd.pick(HAIR);
  const shirt = opts.shirt ?? rnd.pick(UNIFORM);
  const headR = s * 0.12;
  const bodyW = s * 0.34;
  const bodyH = s * 0.38;
  const headY = y - s + headR;
  const bodyY = headY + headR * 0.9;
  const legs = `<rect x="${r(x - bodyW * 0.32)}" y="${r(bodyY + bodyH - 2)}" width="${r(bodyW * 0.26)}" height="${r(y - bodyY - bodyH + 2)}" fill="#2d2d3a"/><rect x="${r(x + bodyW * 0.06)}" y="${r(bodyY + bodyH - 2)}" width="${r(bodyW * 0.26)}" height="${r(y - bodyY - bodyH + 2)}" fill="#2d2d3a"/>`;
  const armW = bodyW * 0.2;
  let arms = "";
  if (opts.arms === "up") {
    arms = `<rect x="${r(x - bodyW / 2 - armW)}" y="${r(bodyY - s * 0.2)}" width="${r(armW)}" height="${r(s * 0.32)}" rx="${r(armW / 2)}" fill="${skin}"/><rect x="${r(x + bodyW / 2)}" y="${r(bodyY - s * 0.2)}" width="${r(armW)}" height="${r(s * 0.32)}" rx="${r(armW / 2)}" fill="${skin}"/>`;
  } else if (opts.arms === "side") {
    arms = `<rect x="${r(x - bodyW / 2 - s * 0.22)}" y="${r(bodyY + s * 0.06)}" width="${r(s * 0.26)}" height="${r(armW)}" rx="${r(armW / 2)}" fill="${skin}"/><rect x="${r(x + bodyW / 2 - s * 0.04)}" y="${r(bodyY + s * 0.06)}" width="${r(s * 0.26)}" height="${r(armW)}" rx="${r(armW / 2)}" fill="${skin}"/>`;
  } else {
    arms = `<rect x="${r(x - bodyW / 2 - armW * 0.7)}" y="${r(bodyY + 2)}" width="${r(armW)}" height="${r(bodyH * 0.9)}" rx="${r(armW / 2)}" fill="${shirt}"/><rect x="${r(x + bodyW / 2 - armW * 0.3)}" y="${r(bodyY + 2)}" width="${r(armW)}" height="${r(bodyH * 0.9)}" rx="${r(armW / 2)}" fill="${shirt}"/>`;
  }
  const hairShape =
    rnd.next() < 0.5
      ? `<circle cx="${r(x)}" cy="${r(headY - headR * 0.25)}" r="${r(headR * 1.02)}" fill="${hair}"/>`
      : `<circle cx="${r(x)}" cy="${r(headY - headR * 0.2)}" r="${r(headR * 1.05)}" fill="${hair}"/><circle cx="${r(x - headR * 0.95)}" cy="${r(headY + headR * 0.35)}" r="${r(headR * 0.45)}" fill="${hair}"/><circle cx="${r(x + headR * 0.95)}" cy="${r(headY + headR * 0.35)}" r="${r(headR * 0.45)}" fill="${hair}"/>`;
  return `${legs}${arms}<rect x="${r(x - bodyW / 2)}" y="${r(bodyY)}" width="${r(bodyW)}" height="${r(bodyH)}" rx="${r(bodyW * 0.25)}" fill="${shirt}"/>${hairShape}<circle cx="${r(x)}" cy="${r(headY + headR * 0.1)}" r="${r(headR * 0.92)}" fill="${skin}"/>`;
}

/** A child seen from behind, seated (head and shoulders), centre x, shoulder line y. */
function seatedBack(x: number, y: number, s: number, rnd: Rnd) {
  const hair = rnd.pick(HAIR);
  const shirt = rnd.pick(UNIFORM);
  return `<rect x="${r(x - s * 0.28)}" y="${r(y)}" width="${r(s * 0.56)}" height="${r(s * 0.5)}" rx="${r(s * 0.16)}" fill="${shirt}"/><circle cx="${r(x)}" cy="${r(y - s * 0.12)}" r="${r(s * 0.2)}" fill="${hair}"/>`;
}

function windowShape(x: number, y: number, w: number, h: number, p: Palette) {
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="#ffffff"/><rect x="${r(x + 6)}" y="${r(y + 6)}" width="${r(w - 12)}" height="${r(h - 12)}" fill="${p.sky}"/><rect x="${r(x + w / 2 - 3)}" y="${r(y)}" width="6" height="${r(h)}" fill="#ffffff"/><rect x="${r(x)}" y="${r(y + h / 2 - 3)}" width="${r(w)}" height="6" fill="#ffffff"/>`;
}

function room(w: number, h: number, p: Palette, floorAt: number) {
  return `<rect width="${w}" height="${h}" fill="${p.wall}"/><rect y="${r(floorAt)}" width="${w}" height="${r(h - floorAt)}" fill="${p.floor}"/><rect y="${r(floorAt - 8)}" width="${w}" height="8" fill="${p.wood}"/>`;
}

type Draw = (w: number, h: number, p: Palette, rnd: Rnd) => string;

const classroom: Draw = (w, h, p, rnd) => {
  const floor = h * 0.62;
  const boardX = rnd.range(0.08, 0.3) * w;
  let s = room(w, h, p, floor);
  s += `<rect x="${r(boardX)}" y="${r(h * 0.12)}" width="${r(w * 0.46)}" height="${r(h * 0.3)}" fill="${p.wood}"/><rect x="${r(boardX + 10)}" y="${r(h * 0.12 + 10)}" width="${r(w * 0.46 - 20)}" height="${r(h * 0.3 - 20)}" fill="#24463a"/>`;
  // Chalk sums and shapes (no words).
  s += `<path d="M${r(boardX + 40)} ${r(h * 0.22)} h60 M${r(boardX + 70)} ${r(h * 0.19)} v60 M${r(boardX + 150)} ${r(h * 0.25)} h50 M${r(boardX + 150)} ${r(h * 0.28)} h50" stroke="#e8f1ea" stroke-width="6" stroke-linecap="round"/><circle cx="${r(boardX + w * 0.34)}" cy="${r(h * 0.26)}" r="${r(h * 0.06)}" fill="none" stroke="#e8f1ea" stroke-width="5"/>`;
  s += windowShape(w * 0.72, h * 0.12, w * 0.2, h * 0.3, p);
  s += child(boardX + w * 0.52, floor + h * 0.05, h * 0.5, rnd, { arms: "side", shirt: p.accent2 });
  for (let row = 0; row < 2; row++) {
    const y = floor + h * (0.16 + row * 0.18);
    for (let i = 0; i < 4; i++) {
      const x = w * (0.14 + i * 0.24) + (row ? w * 0.06 : 0);
      s += seatedBack(x, y - h * 0.08, h * 0.22, rnd);
      s += `<rect x="${r(x - w * 0.09)}" y="${r(y)}" width="${r(w * 0.18)}" height="${r(h * 0.05)}" fill="${p.wood}"/>`;
    }
  }
  return s;
};

const library: Draw = (w, h, p, rnd) => {
  const floor = h * 0.7;
  let s = room(w, h, p, floor);
  const colours = [p.accent, p.accent2, "#e9c46a", "#2a9d8f", "#8d6a9f", "#d62828", "#457b9d"];
  const shelves = rnd.next() < 0.5 ? [0.04, 0.7] : [0.04, 0.37, 0.7];
  for (const fx of shelves) {
    const x = w * fx;
    const sw = w * 0.26;
    s += `<rect x="${r(x)}" y="${r(h * 0.08)}" width="${r(sw)}" height="${r(floor - h * 0.08)}" fill="${p.wood}"/>`;
    for (let shelf = 0; shelf < 4; shelf++) {
      const sy = h * 0.12 + shelf * (floor - h * 0.14) * 0.25;
      const sh = (floor - h * 0.14) * 0.22;
      let bx = x + 10;
      while (bx < x + sw - 20) {
        const bw = rnd.range(10, 22);
        const bh = sh * rnd.range(0.7, 0.98);
        s += `<rect x="${r(bx)}" y="${r(sy + sh - bh)}" width="${r(bw)}" height="${r(bh)}" fill="${rnd.pick(colours)}"/>`;
        bx += bw + 2;
      }
      s += `<rect x="${r(x)}" y="${r(sy + sh)}" width="${r(sw)}" height="6" fill="#5a3a22"/>`;
    }
  }
  const tableY = floor + h * 0.12;
  s += `<rect x="${r(w * 0.18)}" y="${r(tableY)}" width="${r(w * 0.64)}" height="${r(h * 0.05)}" fill="${p.wood}"/>`;
  for (let i = 0; i < 4; i++) {
    const x = w * (0.26 + i * 0.16);
    s += seatedBack(x, tableY - h * 0.14, h * 0.24, rnd);
    s += `<rect x="${r(x - 24)}" y="${r(tableY - 10)}" width="48" height="12" fill="#ffffff"/>`;
  }
  return s;
};

const lab: Draw = (w, h, p, rnd) => {
  const floor = h * 0.64;
  let s = room(w, h, p, floor);
  s += windowShape(w * rnd.range(0.05, 0.6), h * 0.1, w * 0.3, h * 0.28, p);
  for (let i = 0; i < 3; i++) {
    const x = w * (0.2 + i * 0.3);
    s += child(x, floor + h * 0.12, h * 0.5, rnd, { arms: "side", shirt: "#ffffff" });
  }
  const bench = floor + h * 0.08;
  s += `<rect x="0" y="${r(bench)}" width="${w}" height="${r(h * 0.06)}" fill="#3d4a57"/><rect x="0" y="${r(bench + h * 0.06)}" width="${w}" height="${r(h)}" fill="${p.wood}"/>`;
  const liquids = [p.accent2, "#4cc9f0", "#80ed99", "#f72585", "#ffd166"];
  for (let i = 0; i < 6; i++) {
    const x = w * (0.08 + i * 0.16) + rnd.range(-10, 10);
    const fh = h * rnd.range(0.1, 0.16);
    const liquid = rnd.pick(liquids);
    if (i % 2) {
      s += `<path d="M${r(x - 8)} ${r(bench - fh)} h16 v${r(fh * 0.4)} l${r(fh * 0.35)} ${r(fh * 0.6)} h${r(-fh * 0.7 - 16)} l${r(fh * 0.35)} ${r(-fh * 0.6)} z" fill="#e8f4f8"/><path d="M${r(x - fh * 0.3)} ${r(bench - fh * 0.3)} h${r(fh * 0.6)} l${r(fh * 0.12)} ${r(fh * 0.3)} h${r(-fh * 0.84)} z" fill="${liquid}"/>`;
    } else {
      s += `<rect x="${r(x - 10)}" y="${r(bench - fh)}" width="20" height="${r(fh)}" rx="8" fill="#e8f4f8"/><rect x="${r(x - 10)}" y="${r(bench - fh * 0.5)}" width="20" height="${r(fh * 0.5)}" rx="8" fill="${liquid}"/>`;
    }
  }
  return s;
};

const sports: Draw = (w, h, p, rnd) => {
  const horizon = h * rnd.range(0.34, 0.44);
  let s = `<rect width="${w}" height="${r(horizon)}" fill="${p.sky}"/><rect y="${r(horizon)}" width="${w}" height="${r(h - horizon)}" fill="#6fae4f"/>`;
  s += `<circle cx="${r(w * rnd.range(0.1, 0.9))}" cy="${r(horizon * 0.35)}" r="${r(h * 0.07)}" fill="#ffd166"/>`;
  for (let i = 0; i < 5; i++) {
    const tx = w * (0.05 + i * 0.22) + rnd.range(-20, 20);
    s += `<rect x="${r(tx - 6)}" y="${r(horizon - h * 0.1)}" width="12" height="${r(h * 0.1)}" fill="#6b4226"/><circle cx="${r(tx)}" cy="${r(horizon - h * 0.13)}" r="${r(h * 0.07)}" fill="#2d6a4f"/>`;
  }
  // Running track lanes.
  const trackTop = horizon + (h - horizon) * 0.35;
  s += `<rect y="${r(trackTop)}" width="${w}" height="${r((h - horizon) * 0.5)}" fill="#c8553d"/>`;
  for (let lane = 1; lane < 4; lane++) {
    s += `<rect y="${r(trackTop + lane * (h - horizon) * 0.125)}" width="${w}" height="4" fill="#ffffff"/>`;
  }
  for (let i = 0; i < 4; i++) {
    const x = w * (0.15 + i * 0.22) + rnd.range(-30, 30);
    s += child(x, trackTop + (i + 1) * (h - horizon) * 0.125 - 4, h * 0.34, rnd, {
      arms: rnd.next() < 0.5 ? "up" : "side",
      shirt: rnd.pick([p.accent, p.accent2, "#ffffff", "#ffd166"]),
    });
  }
  return s;
};

const music: Draw = (w, h, p, rnd) => {
  const floor = h * 0.66;
  let s = room(w, h, p, floor);
  for (let i = 0; i < 3; i++) {
    const x = w * (0.1 + i * 0.3);
    s += `<circle cx="${r(x + 40)}" cy="${r(h * 0.22)}" r="14" fill="${p.accent}"/><rect x="${r(x + 50)}" y="${r(h * 0.1)}" width="6" height="${r(h * 0.12)}" fill="${p.accent}"/>`;
  }
  // Keyboard, drum and guitar, each with a player.
  const kx = w * rnd.range(0.08, 0.16);
  s += child(kx + w * 0.12, floor + h * 0.1, h * 0.46, rnd, { arms: "side" });
  s += `<rect x="${r(kx)}" y="${r(floor - h * 0.02)}" width="${r(w * 0.24)}" height="${r(h * 0.06)}" fill="#222222"/><rect x="${r(kx + 8)}" y="${r(floor)}" width="${r(w * 0.24 - 16)}" height="${r(h * 0.025)}" fill="#ffffff"/>`;
  const dx = w * 0.55;
  s += child(dx, floor + h * 0.06, h * 0.46, rnd, { arms: "side" });
  s += `<ellipse cx="${r(dx)}" cy="${r(floor + h * 0.1)}" rx="${r(w * 0.07)}" ry="${r(h * 0.03)}" fill="#f1f1f1"/><rect x="${r(dx - w * 0.07)}" y="${r(floor + h * 0.1)}" width="${r(w * 0.14)}" height="${r(h * 0.12)}" fill="${p.accent2}"/>`;
  const gx = w * 0.82;
  s += child(gx, floor + h * 0.14, h * 0.48, rnd);
  s += `<ellipse cx="${r(gx)}" cy="${r(floor + h * 0.02)}" rx="${r(w * 0.04)}" ry="${r(h * 0.06)}" fill="${p.wood}"/><rect x="${r(gx - 4)}" y="${r(floor - h * 0.2)}" width="8" height="${r(h * 0.2)}" fill="#5a3a22" transform="rotate(-25 ${r(gx)} ${r(floor)})"/>`;
  return s;
};

const assembly: Draw = (w, h, p, rnd) => {
  const horizon = h * 0.42;
  let s = `<rect width="${w}" height="${r(horizon)}" fill="${p.sky}"/><rect y="${r(horizon)}" width="${w}" height="${r(h - horizon)}" fill="#d9c6a5"/>`;
  // School building behind.
  s += `<rect x="${r(w * 0.1)}" y="${r(horizon - h * 0.26)}" width="${r(w * 0.8)}" height="${r(h * 0.26)}" fill="${p.wall}"/><rect x="${r(w * 0.1)}" y="${r(horizon - h * 0.3)}" width="${r(w * 0.8)}" height="${r(h * 0.04)}" fill="${p.accent}"/>`;
  for (let i = 0; i < 7; i++)
    s += `<rect x="${r(w * (0.14 + i * 0.108))}" y="${r(horizon - h * 0.2)}" width="${r(w * 0.05)}" height="${r(h * 0.08)}" fill="${p.sky}"/>`;
  // Flag pole and a tricolour.
  const fx = w * rnd.range(0.15, 0.85);
  s += `<rect x="${r(fx)}" y="${r(h * 0.06)}" width="6" height="${r(horizon + h * 0.06)}" fill="#777777"/><rect x="${r(fx + 6)}" y="${r(h * 0.07)}" width="${r(w * 0.1)}" height="${r(h * 0.03)}" fill="#ff9933"/><rect x="${r(fx + 6)}" y="${r(h * 0.1)}" width="${r(w * 0.1)}" height="${r(h * 0.03)}" fill="#ffffff"/><rect x="${r(fx + 6)}" y="${r(h * 0.13)}" width="${r(w * 0.1)}" height="${r(h * 0.03)}" fill="#138808"/><circle cx="${r(fx + 6 + w * 0.05)}" cy="${r(h * 0.115)}" r="${r(h * 0.011)}" fill="#000088"/>`;
  for (let row = 0; row < 3; row++) {
    const y = horizon + (h - horizon) * (0.35 + row * 0.3);
    const size = h * (0.22 + row * 0.06);
    const n = 7 - row;
    for (let i = 0; i < n; i++) {
      s += child(w * ((i + 0.5) / n) + rnd.range(-6, 6), y, size, rnd, { shirt: row % 2 ? "#ffffff" : p.accent });
    }
  }
  return s;
};

const kindergarten: Draw = (w, h, p, rnd) => {
  const floor = h * 0.6;
  let s = room(w, h, { ...p, wall: rnd.pick(["#fff1c1", "#ffe0e9", "#dff6ff", "#e6f9e0"]) }, floor);
  // Bunting, sun and rainbow on the wall.
  const flags = ["#ef476f", "#ffd166", "#06d6a0", "#118ab2", "#f78c6b"];
  for (let i = 0; i < 12; i++) {
    s += `<path d="M${r(i * (w / 12))} ${r(h * 0.05)} l${r(w / 24)} ${r(h * 0.08)} l${r(w / 24)} ${r(-h * 0.08)} z" fill="${flags[i % flags.length]}"/>`;
  }
  const rx = w * rnd.range(0.2, 0.8);
  ["#ef476f", "#ffd166", "#06d6a0", "#118ab2"].forEach((c, i) => {
    s += `<path d="M${r(rx - h * (0.2 - i * 0.03))} ${r(h * 0.42)} a${r(h * (0.2 - i * 0.03))} ${r(h * (0.2 - i * 0.03))} 0 0 1 ${r(2 * h * (0.2 - i * 0.03))} 0" fill="none" stroke="${c}" stroke-width="${r(h * 0.03)}"/>`;
  });
  // Building blocks and a ball.
  for (let i = 0; i < 6; i++) {
    const bx = w * 0.08 + i * h * 0.09;
    const level = i < 3 ? 0 : 1;
    s += `<rect x="${r(level ? bx - h * 0.22 : bx)}" y="${r(floor + h * 0.28 - (level + 1) * h * 0.08)}" width="${r(h * 0.08)}" height="${r(h * 0.08)}" fill="${flags[i % flags.length]}"/>`;
  }
  s += `<circle cx="${r(w * 0.82)}" cy="${r(floor + h * 0.27)}" r="${r(h * 0.07)}" fill="#ef476f"/><rect x="${r(w * 0.82 - h * 0.07)}" y="${r(floor + h * 0.255)}" width="${r(h * 0.14)}" height="${r(h * 0.03)}" fill="#ffffff"/>`;
  for (let i = 0; i < 3; i++) {
    s += child(w * (0.35 + i * 0.16), floor + h * 0.3, h * 0.34, rnd, {
      arms: i === 1 ? "up" : "side",
      shirt: flags[(i + 2) % flags.length],
    });
  }
  return s;
};

const computers: Draw = (w, h, p, rnd) => {
  const floor = h * 0.6;
  let s = room(w, h, p, floor);
  s += windowShape(w * rnd.range(0.1, 0.7), h * 0.08, w * 0.22, h * 0.24, p);
  const desk = floor + h * 0.02;
  s += `<rect x="0" y="${r(desk)}" width="${w}" height="${r(h * 0.05)}" fill="${p.wood}"/>`;
  for (let i = 0; i < 4; i++) {
    const x = w * (0.13 + i * 0.25);
    const screen = rnd.pick(["#4cc9f0", "#90e0ef", "#caf0f8", "#a0c4ff"]);
    s += `<rect x="${r(x - w * 0.07)}" y="${r(desk - h * 0.2)}" width="${r(w * 0.14)}" height="${r(h * 0.15)}" rx="4" fill="#2b2d42"/><rect x="${r(x - w * 0.062)}" y="${r(desk - h * 0.19)}" width="${r(w * 0.124)}" height="${r(h * 0.125)}" fill="${screen}"/><rect x="${r(x - 6)}" y="${r(desk - h * 0.05)}" width="12" height="${r(h * 0.05)}" fill="#2b2d42"/>`;
    s += `<rect x="${r(x - w * 0.03)}" y="${r(desk - h * 0.16)}" width="${r(w * 0.06)}" height="${r(h * 0.02)}" fill="${p.accent2}"/>`;
    s += seatedBack(x, desk + h * 0.14, h * 0.3, rnd);
  }
  return s;
};

const art: Draw = (w, h, p, rnd) => {
  const floor = h * 0.62;
  let s = room(w, h, p, floor);
  const paints = ["#ef476f", "#ffd166", "#06d6a0", "#118ab2", "#f78c6b", "#9b5de5"];
  // Children's paintings on the wall.
  for (let i = 0; i < 4; i++) {
    const x = w * (0.06 + i * 0.24);
    s += `<rect x="${r(x)}" y="${r(h * 0.08)}" width="${r(w * 0.16)}" height="${r(h * 0.16)}" fill="#ffffff"/><circle cx="${r(x + w * 0.05)}" cy="${r(h * 0.13)}" r="${r(h * 0.03)}" fill="${rnd.pick(paints)}"/><path d="M${r(x + 8)} ${r(h * 0.22)} l${r(w * 0.05)} ${r(-h * 0.06)} l${r(w * 0.05)} ${r(h * 0.06)} z" fill="${rnd.pick(paints)}"/>`;
  }
  for (let i = 0; i < 2; i++) {
    const x = w * (0.3 + i * 0.4);
    const canvas = rnd.pick(paints);
    s += `<path d="M${r(x)} ${r(floor - h * 0.2)} l${r(-w * 0.06)} ${r(h * 0.45)} M${r(x)} ${r(floor - h * 0.2)} l${r(w * 0.06)} ${r(h * 0.45)}" stroke="${p.wood}" stroke-width="8"/><rect x="${r(x - w * 0.08)}" y="${r(floor - h * 0.16)}" width="${r(w * 0.16)}" height="${r(h * 0.2)}" fill="#ffffff"/><circle cx="${r(x)}" cy="${r(floor - h * 0.06)}" r="${r(h * 0.05)}" fill="${canvas}"/><path d="M${r(x - w * 0.06)} ${r(floor + h * 0.02)} q${r(w * 0.06)} ${r(-h * 0.06)} ${r(w * 0.12)} 0" stroke="${rnd.pick(paints)}" stroke-width="6" fill="none"/>`;
    s += child(x + w * 0.13, floor + h * 0.3, h * 0.48, rnd, { arms: "side" });
  }
  return s;
};

const stage: Draw = (w, h, p, rnd) => {
  let s = `<rect width="${w}" height="${h}" fill="#2b1d3a"/>`;
  const curtain = rnd.pick(["#9d0208", "#7b2cbf", "#b5179e", "#c1121f"]);
  s += `<rect x="0" y="0" width="${r(w * 0.14)}" height="${h}" fill="${curtain}"/><rect x="${r(w * 0.86)}" y="0" width="${r(w * 0.14)}" height="${h}" fill="${curtain}"/><rect x="0" y="0" width="${w}" height="${r(h * 0.1)}" fill="${curtain}"/>`;
  for (let i = 0; i < 7; i++)
    s += `<circle cx="${r(w * (0.1 + i * 0.13))}" cy="${r(h * 0.1)}" r="${r(h * 0.025)}" fill="#ffd166"/>`;
  // Spotlight pools.
  s += `<ellipse cx="${r(w * 0.5)}" cy="${r(h * 0.72)}" rx="${r(w * 0.34)}" ry="${r(h * 0.08)}" fill="#5a4a6b"/>`;
  const stageTop = h * 0.7;
  s += `<rect x="0" y="${r(stageTop + h * 0.08)}" width="${w}" height="${r(h)}" fill="${p.wood}"/>`;
  const n = 3 + Math.floor(rnd.next() * 3);
  const costumes = ["#ffd166", "#06d6a0", "#ef476f", "#f4a261", "#e9c46a", "#ffffff"];
  for (let i = 0; i < n; i++) {
    s += child(w * (0.25 + (i * 0.5) / Math.max(n - 1, 1)), stageTop + h * 0.06, h * 0.46, rnd, {
      arms: i % 2 ? "up" : "side",
      shirt: rnd.pick(costumes),
    });
  }
  // Audience heads in the front row.
  for (let i = 0; i < 10; i++)
    s += `<circle cx="${r(w * (0.05 + i * 0.1))}" cy="${r(h * 0.97)}" r="${r(h * 0.06)}" fill="#1b1b1b"/>`;
  return s;
};

const campus: Draw = (w, h, p, rnd) => {
  const horizon = h * 0.62;
  let s = `<rect width="${w}" height="${r(horizon)}" fill="${p.sky}"/><rect y="${r(horizon)}" width="${w}" height="${r(h - horizon)}" fill="#7cb518"/>`;
  for (let i = 0; i < 3; i++)
    s += `<ellipse cx="${r(w * rnd.range(0.1, 0.9))}" cy="${r(h * rnd.range(0.08, 0.2))}" rx="${r(w * 0.08)}" ry="${r(h * 0.035)}" fill="#ffffff"/>`;
  const bx = w * rnd.range(0.12, 0.22);
  const bw = w * 0.62;
  s += `<rect x="${r(bx)}" y="${r(horizon - h * 0.36)}" width="${r(bw)}" height="${r(h * 0.36)}" fill="${p.wall}"/><path d="M${r(bx - 20)} ${r(horizon - h * 0.36)} L${r(bx + bw / 2)} ${r(horizon - h * 0.5)} L${r(bx + bw + 20)} ${r(horizon - h * 0.36)} z" fill="${p.accent2}"/>`;
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < 6; i++) {
      s += `<rect x="${r(bx + bw * (0.06 + i * 0.16))}" y="${r(horizon - h * (0.31 - row * 0.14))}" width="${r(bw * 0.08)}" height="${r(h * 0.08)}" fill="${p.accent}"/>`;
    }
  }
  s += `<rect x="${r(bx + bw * 0.44)}" y="${r(horizon - h * 0.12)}" width="${r(bw * 0.12)}" height="${r(h * 0.12)}" fill="${p.wood}"/>`;
  s += `<path d="M${r(bx + bw * 0.44)} ${r(h)} L${r(bx + bw * 0.47)} ${r(horizon)} h${r(bw * 0.06)} L${r(bx + bw * 0.56)} ${r(h)} z" fill="#d9c6a5"/>`;
  for (const tx of [w * 0.08, w * 0.9]) {
    s += `<rect x="${r(tx - 8)}" y="${r(horizon - h * 0.14)}" width="16" height="${r(h * 0.16)}" fill="#6b4226"/><circle cx="${r(tx)}" cy="${r(horizon - h * 0.2)}" r="${r(h * 0.11)}" fill="#2d6a4f"/>`;
  }
  for (let i = 0; i < 8; i++)
    s += `<circle cx="${r(w * rnd.range(0.02, 0.98))}" cy="${r(horizon + h * rnd.range(0.08, 0.34))}" r="${r(h * 0.015)}" fill="${rnd.pick(["#ef476f", "#ffd166", "#ffffff"])}"/>`;
  return s;
};

const DRAW: Record<Scene, Draw> = {
  classroom,
  library,
  lab,
  sports,
  music,
  assembly,
  kindergarten,
  computers,
  art,
  stage,
  campus,
};

/** An illustrated scene, w × h, its look varied by seed. */
export function sceneSvg(scene: Scene, seed: number, w = 960, h = 640): string {
  const rnd = random(seed);
  const palette = PALETTES[seed % PALETTES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${DRAW[scene](w, h, palette, rnd)}</svg>`;
}

/** A head-and-shoulders portrait illustration (square). */
export function portraitSvg(seed: number, size = 640): string {
  const rnd = random(seed);
  const bg = rnd.pick(["#dfe9f5", "#f6e7c8", "#e3f0e6", "#f3dfe3", "#e8e4f4"]);
  const skin = rnd.pick(SKIN);
  const hair = rnd.pick(HAIR);
  const cloth = rnd.pick(["#1f4e79", "#8b2f39", "#3f6b3a", "#5b4a8a", "#c45a1a", "#6d6875", "#264653"]);
  const s = size;
  const long = rnd.next() < 0.5;
  const grey = rnd.next() < 0.3 ? "#9a9a9a" : hair;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}"><rect width="${s}" height="${s}" fill="${bg}"/>${long ? `<rect x="${r(s * 0.3)}" y="${r(s * 0.3)}" width="${r(s * 0.4)}" height="${r(s * 0.45)}" rx="${r(s * 0.15)}" fill="${grey}"/>` : ""}<path d="M${r(s * 0.12)} ${s} Q${r(s * 0.14)} ${r(s * 0.7)} ${r(s * 0.5)} ${r(s * 0.68)} Q${r(s * 0.86)} ${r(s * 0.7)} ${r(s * 0.88)} ${s} Z" fill="${cloth}"/><rect x="${r(s * 0.44)}" y="${r(s * 0.56)}" width="${r(s * 0.12)}" height="${r(s * 0.14)}" fill="${skin}"/><circle cx="${r(s * 0.5)}" cy="${r(s * 0.4)}" r="${r(s * 0.17)}" fill="${grey}"/><ellipse cx="${r(s * 0.5)}" cy="${r(s * 0.45)}" rx="${r(s * 0.15)}" ry="${r(s * 0.17)}" fill="${skin}"/><circle cx="${r(s * 0.44)}" cy="${r(s * 0.44)}" r="${r(s * 0.012)}" fill="#222222"/><circle cx="${r(s * 0.56)}" cy="${r(s * 0.44)}" r="${r(s * 0.012)}" fill="#222222"/><path d="M${r(s * 0.45)} ${r(s * 0.52)} q${r(s * 0.05)} ${r(s * 0.03)} ${r(s * 0.1)} 0" stroke="#5a2a1a" stroke-width="${r(s * 0.01)}" fill="none"/></svg>`;
}

/** A newsletter's cover: a photo panel, a title band and lines of "text" as bars (no letters). */
export function coverSvg(seed: number, w = 640, h = 900): string {
  const rnd = random(seed);
  const band = rnd.pick(["#1f4e79", "#8b2f39", "#3f6b3a", "#5b4a8a", "#c45a1a"]);
  const scene = SCENES[seed % SCENES.length];
  const inner = sceneSvg(scene, seed, w - 80, Math.round(h * 0.42)).replace(/^<svg[^>]*>|<\/svg>$/g, "");
  let lines = "";
  for (let i = 0; i < 6; i++) {
    lines += `<rect x="40" y="${r(h * 0.72 + i * 30)}" width="${r((w - 80) * rnd.range(0.6, 1))}" height="12" rx="6" fill="#c9ced6"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#fbfaf7"/><rect width="${w}" height="${r(h * 0.14)}" fill="${band}"/><rect x="40" y="${r(h * 0.05)}" width="${r(w * 0.5)}" height="${r(h * 0.04)}" rx="8" fill="#ffffff"/><g transform="translate(40 ${r(h * 0.2)})">${inner}</g>${lines}</svg>`;
}
