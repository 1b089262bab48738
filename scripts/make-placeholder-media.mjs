// Erzeugt Platzhalter-Medien (Galerie, „Leben auf dem Wasser“, Hero-Video + Poster),
// bis echte Fotos vorliegen. Aufruf: npm run media (scripts/media.ts). Deterministisch (fester Seed).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import sharp from "sharp";
import { audioLoudnessLufs, galleryPath, loopSeconds, maxVideoBytes, mediaPaths, videoSize } from "./media/targets.ts";

const W = 1600; // every scene is drawn in a 1600x1200 viewBox and rasterised at any 4:3 size
const H = 1200;
const VIDEO = { w: videoSize.width, h: videoSize.height, fps: 24, seconds: loopSeconds.default };
const MAX_VIDEO_BYTES = maxVideoBytes;
const TARGET_LUFS = audioLoudnessLufs;

function rng(seed) {
  let a = seed >>> 0; // mulberry32
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rgb = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const mix = (a, b, t) =>
  "#" +
  rgb(a)
    .map((v, i) =>
      Math.round(v + (rgb(b)[i] - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("");
const f1 = (n) => Math.round(n * 10) / 10;

// ---------- scene data ----------
const base = {
  horizon: 640,
  ambient: "#f3d9a8",
  amb: 0.25,
  cloud: "#ffffff",
  glint: "#fff4d6",
  lit: false,
  boat: { x: 330, y: 790, s: 0.95 },
};
const scenes = [
  {
    title: "Morgendämmerung",
    sky: ["#2c3a5c", "#8d7f9e", "#e9b9a0"],
    water: ["#c9a6a2", "#2a3550"],
    shore: ["#7d7590", "#3b3a4f"],
    sun: { x: 1150, y: 660, r: 34, color: "#ffd9b0" },
    ambient: "#7d6f8f",
    amb: 0.45,
    glint: "#ffd8c0",
    lit: true,
    spire: true,
  },
  {
    title: "Morgennebel",
    sky: ["#9fb0b8", "#c9d0cc", "#e6e2d6"],
    water: ["#d6d6cc", "#6d7f84"],
    shore: ["#b8bfbc", "#8c9795"],
    sun: { x: 520, y: 360, r: 40, color: "#fff6e0" },
    mist: 0.75,
    ambient: "#c9cfcc",
    amb: 0.45,
    boat: { x: 420, y: 800, s: 0.9 },
  },
  {
    title: "Mittag",
    sky: ["#3f6f9a", "#86afc9", "#d5e3e4"],
    water: ["#9cc1c8", "#1f4c5c"],
    shore: ["#6f8a78", "#2f4a3a"],
    sun: { x: 1320, y: 140, r: 30, color: "#fffbe8" },
    clouds: [
      [300, 230, 1],
      [980, 300, 0.8],
      [1380, 420, 0.6],
    ],
    ambient: "#ffffff",
    amb: 0.1,
    birds: [
      [1080, 250],
      [1130, 270],
    ],
  },
  {
    title: "Nachmittag",
    sky: ["#4d7599", "#a3bccb", "#ecdcc0"],
    water: ["#b8c2b8", "#24485a"],
    shore: ["#7d8c74", "#34473a"],
    sun: { x: 300, y: 300, r: 32, color: "#fff3d2" },
    clouds: [
      [1100, 220, 0.9],
      [600, 330, 0.6],
    ],
    boat: { x: 560, y: 800, s: 0.9, flip: true },
    mill: true,
  },
  {
    title: "Goldene Stunde",
    sky: ["#5f6f8e", "#d9a873", "#f6d89a"],
    water: ["#e0b47e", "#2d3b4d"],
    shore: ["#8b7d6a", "#3a3a32"],
    sun: { x: 1200, y: 500, r: 38, color: "#fff0c4" },
    ambient: "#f0b46c",
    amb: 0.35,
    glint: "#ffe3a3",
    spire: true,
  },
  {
    title: "Sonnenuntergang",
    sky: ["#3b3560", "#b35f62", "#f0a35e"],
    water: ["#d98a5c", "#231f36"],
    shore: ["#5e4458", "#251f2c"],
    sun: { x: 820, y: 612, r: 46, color: "#ffd08a" },
    clouds: [
      [400, 300, 0.5],
      [1250, 360, 0.5],
    ],
    cloud: "#e08a7a",
    ambient: "#4a3450",
    amb: 0.6,
    glint: "#ffc27a",
    lit: true,
    boat: { x: 150, y: 800, s: 0.85 },
  },
  {
    title: "Blaue Stunde",
    sky: ["#0f1d3d", "#2b4c7e", "#7f95b8"],
    water: ["#5d7598", "#0c1428"],
    shore: ["#2c3b5a", "#121a2e"],
    stars: 60,
    ambient: "#243654",
    amb: 0.7,
    glint: "#ffd08a",
    lit: true,
  },
  {
    title: "Sternennacht",
    sky: ["#050914", "#0d1a33", "#1d2d4d"],
    water: ["#1e2c47", "#03060d"],
    shore: ["#141e33", "#070b14"],
    moon: { x: 1180, y: 250, r: 36 },
    stars: 260,
    ambient: "#0d1628",
    amb: 0.8,
    glint: "#dfe8ff",
    lit: true,
    boat: { x: 400, y: 800, s: 0.95 },
  },
  {
    title: "Winter",
    sky: ["#8e9fb0", "#c3ccd3", "#e8e9e6"],
    water: ["#cfd6d8", "#5f7382"],
    shore: ["#a9b2b8", "#5b6670"],
    sun: { x: 1250, y: 420, r: 30, color: "#fffaf0" },
    snow: true,
    ambient: "#dfe6ec",
    amb: 0.35,
  },
  {
    title: "Herbst im Schilf",
    sky: ["#6f86a0", "#c8b79a", "#eed3a4"],
    water: ["#c9a97a", "#2e3a3c"],
    shore: ["#a2764a", "#5a3b24"],
    sun: { x: 1350, y: 470, r: 34, color: "#fff0cc" },
    ambient: "#e6b47a",
    amb: 0.3,
    reeds: true,
    boat: { x: 520, y: 770, s: 0.8 },
  },
  {
    title: "Regen",
    sky: ["#4d5966", "#7c8892", "#a8b0b4"],
    water: ["#8e999f", "#2c363f"],
    shore: ["#66717a", "#39444c"],
    clouds: [
      [300, 200, 1],
      [900, 260, 1],
      [1400, 180, 1],
    ],
    cloud: "#5b6670",
    rain: true,
    mist: 0.35,
    ambient: "#7c8892",
    amb: 0.45,
    lit: true,
  },
  {
    title: "Der Bug",
    sky: ["#5c7ea0", "#b7c3c4", "#f0dcb4"],
    water: ["#c4b896", "#22394a"],
    shore: ["#768670", "#31443a"],
    sun: { x: 260, y: 420, r: 32, color: "#fff4d8" },
    boat: { x: -800, y: 900, s: 2.4 },
  },
  {
    title: "Blick vom Steg",
    sky: ["#46709a", "#9fbad0", "#e6e2cf"],
    water: ["#a8c0c0", "#1c4253"],
    shore: ["#6e8872", "#2c4536"],
    sun: { x: 1380, y: 200, r: 30, color: "#fffbe8" },
    clouds: [
      [500, 260, 0.8],
      [1150, 330, 0.6],
    ],
    jetty: true,
    boat: { x: 640, y: 760, s: 0.7 },
  },
].map((s, i) => ({ ...base, ...s, seed: 101 + i * 17 }));
const hero = {
  ...scenes[4],
  title: "Hero",
  boat: { x: 420, y: 780, s: 0.85 },
  sun: { x: 1240, y: 470, r: 36, color: "#fff0c4" },
};

// ---------- drawing ----------
function skyGradient(sc) {
  const [top, mid, low] = sc.sky;
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${low}"/></linearGradient>
  <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sc.water[0]}"/><stop offset="1" stop-color="${sc.water[1]}"/></linearGradient>
  <rect width="${W}" height="${sc.horizon}" fill="url(#sky)"/>`;
}

function celestial(sc, r) {
  let out = "";
  for (let i = 0; i < (sc.stars ?? 0); i++) {
    const y = r() * sc.horizon * 0.85;
    out += `<circle cx="${f1(r() * W)}" cy="${f1(y)}" r="${f1(0.7 + r() * r() * 2.2)}" fill="#fff" opacity="${f1((0.25 + r() * 0.7) * (1 - y / sc.horizon))}"/>`;
  }
  const body = sc.sun ?? (sc.moon && { ...sc.moon, color: "#f4f1e6" });
  if (!body) return out;
  out += `<radialGradient id="glow"><stop offset="0" stop-color="${body.color}" stop-opacity="${sc.moon ? 0.35 : 0.7}"/><stop offset="1" stop-color="${body.color}" stop-opacity="0"/></radialGradient>
  <circle cx="${body.x}" cy="${body.y}" r="${body.r * (sc.moon ? 5 : 9)}" fill="url(#glow)"/>
  <mask id="crescent"><rect width="${W}" height="${H}" fill="#fff"/>${sc.moon ? `<circle cx="${body.x + body.r * 0.5}" cy="${body.y - body.r * 0.25}" r="${body.r * 0.92}" fill="#000"/>` : ""}</mask>
  <circle cx="${body.x}" cy="${body.y}" r="${body.r}" fill="${body.color}" opacity="${sc.mist ? 0.75 : 1}" mask="url(#crescent)"/>`;
  return out;
}

function clouds(sc, phase = 0) {
  return (sc.clouds ?? [])
    .map(([x, y, o], i) => {
      const dx = 10 * Math.sin(phase + i);
      const puffs = [
        [-150, 10, 150, 34],
        [-40, -14, 130, 44],
        [90, 4, 160, 36],
        [200, 16, 110, 24],
      ];
      return `<g opacity="${o * 0.8}" filter="url(#soft)" transform="translate(${f1(x + dx)} ${y})">${puffs.map(([cx, cy, rx, ry]) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${sc.cloud}"/>`).join("")}</g>`;
    })
    .join("");
}

function treeLine(seed, y, height, color, extras = "") {
  const r = rng(seed);
  let d = `M0 ${y + 6} L0 ${y - height * 0.5}`;
  for (let x = 0; x < W;) {
    const poplar = r() < 0.05,
      w = poplar ? 16 + r() * 10 : 12 + r() * 44;
    const env = 0.5 + 0.5 * Math.sin(x / 190 + seed) * Math.sin(x / 71 + seed * 3);
    const h = height * (poplar ? 1.3 + r() * 0.4 : env * (0.6 + r() * 0.5)) + 3;
    d += poplar
      ? ` C${f1(x)} ${f1(y - h * 1.3)} ${f1(x + w)} ${f1(y - h * 1.3)} ${f1(x + w)} ${f1(y - h * 0.4)}`
      : ` Q${f1(x + w / 2)} ${f1(y - h - w * 0.35)} ${f1(x + w)} ${f1(y - h * (0.55 + r() * 0.3))}`;
    x += w;
  }
  return `<path d="${d} L${W} ${y + 6} Z" fill="${color}"/>${extras}`;
}

function landmarks(sc, y, color) {
  let out = "";
  // Werder's island church spire and the post mill on the Galgenberg, as tiny far-shore silhouettes
  if (sc.spire) out += `<path d="M1412 ${y} v-46 h14 v46 Z M1410 ${y - 46} l9 -42 l9 42 Z" fill="${color}"/>`;
  if (sc.mill)
    out += `<g fill="${color}" stroke="${color}"><rect x="1096" y="${y - 52}" width="18" height="26"/><path d="M1105 ${y - 26} v26" stroke-width="3"/><path d="M1105 ${y - 40} l-34 -30 M1105 ${y - 40} l34 -30 M1105 ${y - 40} l-30 34 M1105 ${y - 40} l30 34" stroke-width="4"/></g>`;
  return out;
}

function shores(sc) {
  const y = sc.horizon;
  const [far, near] = sc.shore;
  const far1 = treeLine(sc.seed, y - 6, 60, mix(far, sc.sky[2], 0.35), landmarks(sc, y - 30, mix(far, sc.sky[2], 0.2)));
  const near1 = treeLine(sc.seed + 7, y + 2, 34, near);
  const snowBank = sc.snow ? `<rect x="0" y="${y - 6}" width="${W}" height="8" fill="#f2f4f4" opacity="0.9"/>` : "";
  const mirror = `<g transform="translate(0 ${2 * y}) scale(1 -1)" opacity="0.45" filter="url(#soft)">${near1}</g>`;
  return { land: far1 + near1 + snowBank, mirror };
}

function mist(sc) {
  if (!sc.mist) return "";
  return [
    [sc.horizon - 60, 90],
    [sc.horizon + 10, 70],
    [sc.horizon + 140, 60],
  ]
    .map(
      ([y, h], i) =>
        `<rect x="-100" y="${y}" width="${W + 200}" height="${h}" fill="#f4f2ea" opacity="${f1(sc.mist * (0.9 - i * 0.25))}" filter="url(#haze)"/>`,
    )
    .join("");
}

function waterSurface(sc, r, phase) {
  let out = `<rect y="${sc.horizon}" width="${W}" height="${H - sc.horizon}" fill="url(#water)"/>`;
  const body = sc.sun ?? sc.moon;
  // glitter path under the sun/moon: denser and brighter near the horizon
  if (body && body.y > 250) {
    for (let i = 0; i < 70; i++) {
      const k = i / 70,
        y = sc.horizon + 4 + (H - sc.horizon) * k ** 1.6;
      const spread = 20 + 260 * k * (sc.moon ? 0.5 : 1);
      const x = body.x + (r() - 0.5) * spread + 6 * Math.sin(phase * 2 + i);
      const len = 12 + r() * 50 * (0.4 + k),
        o = (0.85 - k * 0.6) * (0.55 + 0.45 * Math.sin(phase * (1 + (i % 3)) + i * 1.7));
      out += `<rect x="${f1(x - len / 2)}" y="${f1(y)}" width="${f1(len)}" height="${f1(1.5 + 3 * k)}" rx="1.5" fill="${sc.glint}" opacity="${f1(Math.max(0, o))}"/>`;
    }
  }
  return out;
}

function ripples(sc, r, phase) {
  let out = "";
  for (let i = 0; i < 90; i++) {
    const k = (i + r()) / 90,
      y = sc.horizon + 8 + (H - sc.horizon - 8) * k ** 1.7;
    const len = 30 + r() * 240 * k,
      x = r() * W + (6 + 18 * k) * Math.sin(phase + i * 2.3);
    const light = i % 3 !== 0,
      o = (light ? 0.22 : 0.28) * (0.5 + 0.5 * Math.sin(phase * (1 + (i % 2)) + i));
    out += `<rect x="${f1(x)}" y="${f1(y + 1.5 * Math.sin(phase + i))}" width="${f1(len)}" height="${f1(1 + 2.5 * k)}" rx="2" fill="${light ? sc.glint : sc.water[1]}" opacity="${f1(o)}"/>`;
  }
  return out;
}

function boatSilhouette(sc) {
  const tint = (c) => mix(c, sc.ambient, sc.amb);
  const hull = mix("#1b2330", sc.ambient, sc.amb * 0.5),
    wood = tint("#8a5a36"),
    woodDark = tint("#5a3a24"),
    roof = tint(sc.snow ? "#f5f7f7" : "#e9e1cc");
  const glass = sc.lit ? "#ffc874" : mix(sc.sky[1], "#1d2633", 0.45);
  const windows = [0, 1, 2, 3, 4, 5]
    .map((i) => `<rect x="${205 + i * 64}" y="-100" width="38" height="28" rx="7" fill="${glass}"/>`)
    .join("");
  const glow = sc.lit
    ? `<rect x="190" y="-112" width="400" height="56" fill="#ffb85c" opacity="0.35" filter="url(#soft)"/><rect x="52" y="-152" width="110" height="60" fill="#ffb85c" opacity="0.3" filter="url(#soft)"/>`
    : "";
  const rail = [640, 690, 740, 790, 840].map((x) => `<path d="M${x} ${-64 - (x - 640) * 0.1} v-34"/>`).join("");
  const sheer = "M-8 -56 Q470 -36 884 -98";
  const hullPath = `${sheer} C924 -98 936 -60 926 -34 C916 -10 902 -2 872 0 L30 0 C0 -4 -14 -28 -8 -56 Z`;
  return `<g id="boat">
    <path d="M-6 -74 L-44 -64 C-56 -30 -50 -6 -38 0 L2 0 Z" fill="${woodDark}"/><path d="M-12 -74 q-20 -40 30 -62" stroke="${woodDark}" stroke-width="7" fill="none" stroke-linecap="round"/>
    <path d="M762 -70 L778 -318" stroke="${woodDark}" stroke-width="8" stroke-linecap="round"/>
    <path d="M778 -310 L900 -100 M776 -300 L600 -128" stroke="${tint("#2a2a2a")}" stroke-width="1.8" opacity="0.8"/>
    <path d="M779 -318 l46 10 l-46 12 Z" fill="${tint("#b8463a")}"/>
    <path d="M170 -30 L170 -112 Q385 -126 600 -112 L600 -30 Z" fill="${wood}"/>
    <path d="M162 -112 Q385 -130 608 -112 L608 -104 Q385 -121 162 -104 Z" fill="${roof}"/>
    <path d="M42 -30 L48 -156 L166 -156 L174 -30 Z" fill="${wood}"/><path d="M36 -156 L178 -156 L178 -164 L36 -164 Z" fill="${roof}"/>
    <path d="M60 -144 h46 v50 h-46 Z M116 -144 h40 v50 h-40 Z" fill="${glass}"/>${windows}${glow}
    ${sc.snow ? `<path d="M164 -110 Q385 -140 606 -110 Q385 -124 164 -110 Z M34 -164 Q107 -178 180 -164 Z" fill="#fbfcfc"/>` : ""}
    <g stroke="${tint("#c9b58f")}" stroke-width="3" fill="none">${rail}<path d="M640 -98 L842 -118"/></g>
    <rect x="640" y="-94" width="90" height="34" rx="3" fill="${woodDark}"/>
    <linearGradient id="hullShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(hull, "#ffffff", 0.12)}"/><stop offset="1" stop-color="${hull}"/></linearGradient>
    <clipPath id="hullClip"><path d="${hullPath}"/></clipPath>
    <path d="${hullPath}" fill="url(#hullShade)"/>
    <g clip-path="url(#hullClip)"><path d="${sheer} L930 -82 Q450 -24 -20 -42 Z" fill="${tint("#2f4a3e")}"/><rect x="-40" y="-9" width="1000" height="10" fill="${tint("#6b2e24")}"/></g>
    <path d="${sheer}" stroke="${tint("#b49a72")}" stroke-width="5" fill="none"/>
    <path d="M676 -84 L700 -86 C738 -50 744 -10 712 -4 C680 0 664 -40 676 -84 Z" fill="${wood}" stroke="${woodDark}" stroke-width="3"/>
    <path d="M688 -80 C682 -50 690 -20 700 -6 M696 -82 C708 -50 718 -22 724 -8" stroke="${woodDark}" stroke-width="2" fill="none" opacity="0.7"/>
    ${[280, 440].map((x) => `<path d="M${x} -48 v12" stroke="#ccc" stroke-width="2"/><rect x="${x - 9}" y="-36" width="18" height="30" rx="9" fill="${tint("#2a3a4a")}"/>`).join("")}
    <circle cx="560" cy="-124" r="10" fill="${tint("#4f6b3d")}"/><circle cx="574" cy="-122" r="8" fill="${tint("#5f7d47")}"/>
  </g>`;
}

function placedBoat(sc, bob = 0, tilt = 0) {
  const { x, y, s, flip } = sc.boat;
  const tf = `translate(${f1(flip ? x + 900 * s : x)} ${f1(y + bob)}) rotate(${tilt.toFixed(3)}) scale(${flip ? -s : s} ${s})`;
  const tfMirror = `translate(${f1(flip ? x + 900 * s : x)} ${f1(y - bob)}) rotate(${(-tilt).toFixed(3)}) scale(${flip ? -s : s} ${-s})`;
  return {
    mirror: `<use href="#boat" transform="${tfMirror}" opacity="${sc.lit ? 0.5 : 0.4}" filter="url(#soft)"/>`,
    boat: `<ellipse cx="${x + 450 * s}" cy="${y + 2}" rx="${480 * s}" ry="${7 * s}" fill="${sc.water[1]}" opacity="0.5"/><use href="#boat" transform="${tf}"/>`,
  };
}

function birds(list) {
  return list
    .map(
      ([x, y, flap = 0.6]) =>
        `<path d="M${f1(x - 14)} ${f1(y)} Q${f1(x - 7)} ${f1(y - 14 * flap)} ${f1(x)} ${f1(y)} Q${f1(x + 7)} ${f1(y - 14 * flap)} ${f1(x + 14)} ${f1(y)}" stroke="#28303a" stroke-width="2.6" fill="none" stroke-linecap="round" opacity="0.75"/>`,
    )
    .join("");
}

function reeds(r) {
  let out = "";
  for (let i = 0; i < 110; i++) {
    const x = i < 70 ? r() * 520 - 40 : 1330 + r() * 300,
      h = 260 + r() * 380,
      bend = (r() - 0.3) * 90;
    const c = mix("#6b4a22", "#d3a55a", r());
    out += `<path d="M${f1(x)} ${H + 10} Q${f1(x + bend * 0.2)} ${f1(H - h * 0.6)} ${f1(x + bend)} ${f1(H - h)}" stroke="${c}" stroke-width="${f1(2 + r() * 4)}" fill="none" stroke-linecap="round"/>`;
    if (r() < 0.3)
      out += `<ellipse cx="${f1(x + bend * 0.93)}" cy="${f1(H - h * 0.93)}" rx="6" ry="26" transform="rotate(${f1(bend / 8)} ${f1(x + bend * 0.93)} ${f1(H - h * 0.93)})" fill="#4a2f1a"/>`;
  }
  return out;
}

function jetty() {
  const vx = 800,
    vy = 640,
    farY = 1000;
  const at = (x0, y) => vx + ((x0 - vx) * (y - vy)) / (H - vy); // point on the line from (x0, H) to the vanishing point
  let out = `<path d="M150 ${H} L${f1(at(150, farY))} ${farY} L${f1(at(1450, farY))} ${farY} L1450 ${H} Z" fill="#7a5a3c"/>`;
  for (let x0 = 150; x0 <= 1450; x0 += 100)
    out += `<path d="M${x0} ${H} L${f1(at(x0, farY))} ${farY}" stroke="#4a3422" stroke-width="${f1(3)}"/>`;
  out += `<rect x="${f1(at(150, farY))}" y="${farY - 4}" width="${f1(at(1450, farY) - at(150, farY))}" height="16" fill="#5a4028"/>`;
  for (const x0 of [150, 1450])
    out += `<rect x="${f1(at(x0, farY) - 14)}" y="${farY - 120}" width="28" height="200" rx="4" fill="#4d3622"/>`;
  return (
    out +
    `<path d="M${f1(at(1450, farY))} ${farY - 104} Q1268 830 1246 704" stroke="#c8b48c" stroke-width="3" fill="none"/><linearGradient id="plankShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient><path d="M150 ${H} L${f1(at(150, farY))} ${farY} L${f1(at(1450, farY))} ${farY} L1450 ${H} Z" fill="url(#plankShade)"/>`
  );
}

function weather(sc, r) {
  let out = "";
  if (sc.rain)
    for (let i = 0; i < 420; i++) {
      const x = r() * (W + 200),
        y = r() * H,
        l = 30 + r() * 40;
      out += `<path d="M${f1(x)} ${f1(y)} l${f1(-l * 0.18)} ${f1(l)}" stroke="#e6ecf0" stroke-width="1.4" opacity="${f1(0.15 + r() * 0.25)}"/>`;
      if (y > sc.horizon + 40 && i % 4 === 0)
        out += `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(4 + (y - sc.horizon) / 18)}" ry="${f1(1 + (y - sc.horizon) / 110)}" stroke="#dfe6ea" stroke-width="1.2" fill="none" opacity="0.3"/>`;
    }
  if (sc.snow)
    for (let i = 0; i < 260; i++)
      out += `<circle cx="${f1(r() * W)}" cy="${f1(r() * H)}" r="${f1(1.5 + r() * r() * 4)}" fill="#fff" opacity="${f1(0.5 + r() * 0.4)}"/>`;
  return out;
}

function label(text) {
  const w = Math.round(text.length * 12.4 + 36);
  return `<g transform="translate(${W - w - 32} ${H - 76})"><rect width="${w}" height="44" rx="22" fill="#0b1622" fill-opacity="0.5" stroke="#f5efe2" stroke-opacity="0.18" stroke-width="1.5"/><text x="${w / 2}" y="29" text-anchor="middle" font-family="sans-serif" font-size="21" letter-spacing="0.6" fill="#f5efe2" opacity="0.92">${text}</text></g>`;
}

const filters = `<filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>
  <filter id="haze" x="-10%" y="-100%" width="120%" height="300%"><feGaussianBlur stdDeviation="24"/></filter>
  <radialGradient id="vignette" cx="0.5" cy="0.48" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#06101a" stop-opacity="0.4"/></radialGradient>`;

/** Full scene as SVG. t in seconds drives the periodic motion of the video loop. */
function renderScene(sc, { t = 0, caption = "", grain = true, flyers = sc.birds ?? [] } = {}) {
  const r = rng(sc.seed),
    phase = (2 * Math.PI * t) / VIDEO.seconds;
  const { land, mirror } = shores(sc);
  const boat = placedBoat(sc, 3 * Math.sin(phase), 0.35 * Math.sin(phase + 1.2));
  const grainLayer = grain
    ? `<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" seed="${sc.seed}" numOctaves="2"/><feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.09 0"/></filter><rect width="${W}" height="${H}" filter="url(#grain)"/>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}"><defs>${filters}${boatSilhouette(sc)}</defs>
    ${skyGradient(sc)}${celestial(sc, r)}${clouds(sc, phase)}${birds(flyers)}${land}
    ${waterSurface(sc, r, phase)}${mirror}${boat.mirror}${ripples(sc, r, phase)}${mist(sc)}${boat.boat}
    ${sc.reeds ? reeds(r) : ""}${sc.jetty ? jetty() : ""}${weather(sc, r)}
    <rect width="${W}" height="${H}" fill="url(#vignette)"/>${grainLayer}${caption ? label(caption) : ""}</svg>`;
}

function lifeAboard() {
  const sc = {
    ...base,
    seed: 777,
    horizon: 560,
    sky: ["#1f2b4d", "#7a6a8c", "#e9a779"],
    water: ["#b98a84", "#1b2238"],
    shore: ["#5b5068", "#2a2636"],
    sun: { x: 1240, y: 585, r: 30, color: "#ffd6a0" },
    ambient: "#4a3f5a",
    amb: 0.5,
    glint: "#ffc99a",
    boat: { x: 4000, y: 0, s: 1 },
  };
  const deck =
    `<path d="M0 840 L${W} 840 L${W} ${H} L0 ${H} Z" fill="#6e4a30"/>` +
    Array.from({ length: 17 }, (_, i) => {
      const x0 = -300 + i * 140;
      return `<path d="M${x0} ${H} L${f1(800 + (x0 - 800) * 0.55)} 840" stroke="#3e2818" stroke-width="3"/>`;
    }).join("") +
    `<rect y="800" width="${W}" height="44" fill="#2a2020"/><rect y="796" width="${W}" height="8" fill="#a7886a"/>` +
    [60, 420, 1180, 1540].map((x) => `<rect x="${x}" y="660" width="10" height="140" fill="#2a2020"/>`).join("") +
    `<rect y="656" width="${W}" height="8" rx="4" fill="#3a2c26"/>`;
  const lantern = `<radialGradient id="lamp"><stop offset="0" stop-color="#ffc874" stop-opacity="0.7"/><stop offset="1" stop-color="#ffc874" stop-opacity="0"/></radialGradient><circle cx="400" cy="930" r="260" fill="url(#lamp)"/>
    <rect x="362" y="890" width="76" height="100" rx="10" fill="#ffdca0" stroke="#2b2b2b" stroke-width="8"/><ellipse cx="400" cy="945" rx="22" ry="32" fill="#fff3d6" filter="url(#soft)"/><path d="M362 890 L400 852 L438 890 Z M384 852 a16 16 0 0 1 32 0" fill="#2b2b2b" stroke="#2b2b2b" stroke-width="6"/><rect x="352" y="988" width="96" height="14" rx="4" fill="#2b2b2b"/>`;
  const mug = `<ellipse cx="1090" cy="1078" rx="110" ry="22" fill="#241a14" opacity="0.45" filter="url(#soft)"/><path d="M1010 940 L1010 1070 Q1080 1100 1150 1070 L1150 940 Z" fill="#e6ddc8"/><ellipse cx="1080" cy="940" rx="70" ry="18" fill="#3a2418" stroke="#1f2a3a" stroke-width="6"/>
    <path d="M1150 970 q52 6 44 46 q-6 34 -44 34" stroke="#e6ddc8" stroke-width="14" fill="none"/><path d="M1010 940 L1010 1070 Q1080 1100 1150 1070 L1150 940" stroke="#1f2a3a" stroke-width="6" fill="none"/>
    <g filter="url(#soft)" opacity="0.4" fill="none" stroke="#f4ede0" stroke-width="9" stroke-linecap="round"><path d="M1060 915 c-30 -40 30 -70 0 -110 s30 -60 -6 -100"/><path d="M1102 915 c24 -40 -26 -60 4 -100 s-20 -50 10 -80"/></g>`;
  const blanket = `<path d="M-20 1060 Q200 1010 420 1070 L560 ${H} L-20 ${H} Z" fill="#6d2f2b"/><path d="M-20 1090 Q200 1040 440 1100 M-20 1130 Q210 1080 470 1140" stroke="#c9a56b" stroke-width="6" fill="none"/>`;
  const r = rng(sc.seed);
  const { land, mirror } = shores(sc);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}"><defs>${filters}</defs>${skyGradient(sc)}${celestial(sc, r)}${land}${waterSurface(sc, r, 0)}${mirror}${ripples(sc, r, 0)}
    ${deck}${blanket}${lantern}${mug}<rect width="${W}" height="${H}" fill="url(#vignette)"/>${label("Platzhalter · Leben an Bord")}</svg>`;
}

// ---------- output ----------
let written = [];
async function writeJpeg(svg, out, width) {
  await sharp(Buffer.from(svg))
    .resize(width, (width * 3) / 4)
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(out);
  written.push(out);
}

function ffmpeg(args) {
  const res = spawnSync("ffmpeg", ["-hide_banner", "-y", ...args], { encoding: "utf8", maxBuffer: 64 << 20 });
  if (res.status !== 0) throw new Error(`ffmpeg ${args.join(" ")}\n${res.stderr.slice(-2000)}`);
  return res.stderr;
}

/** Ambient bed: brown noise "lapping" + pink noise wind, different seeds per channel; the last second is crossfaded into the start so the loop has no seam and no dip. */
function makeAudio(dir) {
  const T = VIDEO.seconds;
  const layer = (seed, color, hp, lp, f, d, gain) =>
    `anoisesrc=d=${T + 1}:c=${color}:seed=${seed}:a=0.9,highpass=f=${hp},lowpass=f=${lp},tremolo=f=${f}:d=${d},volume=${gain}`;
  const channel = (c) =>
    [
      layer(11 + c, "brown", 60, 380, 0.5, 0.55, 1),
      layer(23 + c, "brown", 500, 1800, 0.75, 0.8, 0.35),
      layer(37 + c, "pink", 300, 1100, 0.125, 0.6, 0.25),
    ]
      .map((l, i) => `${l}[c${c}l${i}]`)
      .join(";") + `;[c${c}l0][c${c}l1][c${c}l2]amix=inputs=3:normalize=0[ch${c}]`;
  const graph =
    `${channel(0)};${channel(1)};[ch0][ch1]join=inputs=2:channel_layout=stereo,asplit[a][b];` +
    `[a]atrim=0:${T},asetpts=PTS-STARTPTS,afade=t=in:d=1:curve=qsin[a2];[b]atrim=${T}:${T + 1},asetpts=PTS-STARTPTS,afade=t=out:d=1:curve=qsin,apad=whole_dur=${T}[b2];` +
    `[a2][b2]amix=inputs=2:normalize=0:duration=first`;
  const raw = join(dir, "raw.wav"),
    wav = join(dir, "ambient.wav");
  ffmpeg(["-filter_complex", graph, "-ar", "48000", raw]);
  const loud = (f) =>
    Number(
      /Integrated loudness:\s+I:\s+(-?[\d.]+) LUFS/.exec(ffmpeg(["-i", f, "-af", "ebur128", "-f", "null", "-"]))?.[1],
    );
  ffmpeg(["-i", raw, "-af", `volume=${(TARGET_LUFS - loud(raw)).toFixed(2)}dB`, wav]);
  return { wav, lufs: loud(wav) };
}

async function makeVideo(root) {
  const dir = mkdtempSync(join(tmpdir(), "hausboot-media-"));
  try {
    const n = VIDEO.fps * VIDEO.seconds;
    const heroSvg = (i) => renderScene(hero, { t: i / VIDEO.fps, grain: false, flyers: heroBirds(i / n) });
    for (let i = 0; i < n; i += 4) {
      await Promise.all(
        [i, i + 1, i + 2, i + 3]
          .filter((j) => j < n)
          .map((j) =>
            sharp(Buffer.from(heroSvg(j)))
              .resize(VIDEO.w, VIDEO.h)
              .png({ compressionLevel: 1 })
              .toFile(join(dir, `f${String(j).padStart(4, "0")}.png`)),
          ),
      );
    }
    await writeJpeg(heroSvg(0), join(root, mediaPaths.poster), 1440);
    const { wav, lufs } = makeAudio(dir);
    const common = [
      "-framerate",
      String(VIDEO.fps),
      "-i",
      join(dir, "f%04d.png"),
      "-i",
      wav,
      "-map",
      "0:v",
      "-map",
      "1:a",
      "-pix_fmt",
      "yuv420p",
      "-t",
      String(VIDEO.seconds),
      "-map_metadata",
      "-1",
    ];
    const mp4 = join(root, mediaPaths.heroMp4),
      webm = join(root, mediaPaths.heroWebm);
    ffmpeg([
      ...common,
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      "21",
      "-profile:v",
      "high",
      "-g",
      String(VIDEO.fps * 2),
      "-c:a",
      "aac",
      "-b:a",
      "64k",
      "-movflags",
      "+faststart",
      mp4,
    ]);
    ffmpeg([
      ...common,
      "-c:v",
      "libvpx-vp9",
      "-crf",
      "32",
      "-b:v",
      "0",
      "-row-mt",
      "1",
      "-deadline",
      "good",
      "-cpu-used",
      "2",
      "-g",
      String(VIDEO.fps * 2),
      "-c:a",
      "libopus",
      "-b:a",
      "48k",
      webm,
    ]);
    written.push(mp4, webm);
    return lufs;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// two birds glide through the frame between 10 % and 90 % of the loop, so both loop ends are bird-free
function heroBirds(u) {
  const k = (u - 0.1) / 0.8;
  if (k < 0 || k > 1) return [];
  const x = -60 + (W + 120) * k,
    flap = (o) => 0.15 + 0.55 * Math.abs(Math.sin(u * 2 * Math.PI * 6 + o));
  return [
    [x, 330 - 60 * k, flap(0)],
    [x - 48, 352 - 60 * k, flap(1.3)],
  ];
}

/** Draws every placeholder file the page uses into the project folder `root` (needs ffmpeg). */
export async function drawPlaceholderMedia(root) {
  written = [];
  const started = Date.now();
  for (const path of [galleryPath(1), mediaPaths.lifeAboard, mediaPaths.heroMp4])
    mkdirSync(dirname(join(root, path)), { recursive: true });
  await Promise.all(
    scenes.map((sc, i) =>
      writeJpeg(
        renderScene(sc, { caption: `Platzhalter ${i + 1} / ${scenes.length} · ${sc.title}` }),
        join(root, galleryPath(i + 1)),
        1600,
      ),
    ),
  );
  await writeJpeg(lifeAboard(), join(root, mediaPaths.lifeAboard), 1600);
  const lufs = await makeVideo(root);
  const tooBig = [];
  for (const f of written.sort()) {
    const size = statSync(f).size;
    console.log(`${relative(root, f).padEnd(42)} ${(size / 1024).toFixed(0).padStart(6)} KB`);
    if (f.match(/\.(mp4|webm)$/) && size > MAX_VIDEO_BYTES) tooBig.push(relative(root, f));
  }
  console.log(`Audio: ${lufs.toFixed(1)} LUFS · Dauer ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (tooBig.length) {
    console.error(`Zu groß (> 1,5 MB): ${tooBig.join(", ")}`);
    process.exitCode = 1;
  }
}
