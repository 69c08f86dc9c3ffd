/**
 * A video card's thumbnail drawn here, as inline SVG: no image from the video
 * host (no third-party request, nothing to fail or to track visitors), and
 * each video still looks like its own. The scene follows the title's subject
 * (sports ground, stage, flag, science bench, classroom); the palette
 * follows the title, so neighbouring cards differ.
 */
type PosterScene = "sports" | "stage" | "flag" | "science" | "class";

const SCENES: [RegExp, PosterScene][] = [
  [/sport|athlet|race|yoga|match|meet/i, "sports"],
  [/republic|independence|flag|march past|parade/i, "flag"],
  [/science|exhibition|lab|robot/i, "science"],
  [/annual day|dance|choir|music|concert|natak|drama|performance|utsav|festival/i, "stage"],
];

/** [sky, ground, accent] per palette. */
const PALETTES: [string, string, string][] = [
  ["#1f4e79", "#2e7d5b", "#f2b705"],
  ["#5b2a86", "#8e3b46", "#ffd166"],
  ["#0f5e6e", "#3d8b37", "#ef8354"],
  ["#7a1f2b", "#3c4f76", "#f4d35e"],
  ["#23395d", "#b5651d", "#9bc1bc"],
  ["#2d6a4f", "#40375c", "#f9c74f"],
];

export function posterScene(title: string): PosterScene {
  return SCENES.find(([re]) => re.test(title))?.[1] ?? "class";
}

/** A small stable hash, so a video keeps its palette from render to render. */
export function posterPalette(title: string): [string, string, string] {
  let h = 7;
  for (const ch of title) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTES[h % PALETTES.length];
}

function Scene({ scene, accent, ground }: { scene: PosterScene; accent: string; ground: string }) {
  switch (scene) {
    case "sports":
      return (
        <>
          <rect x="0" y="120" width="320" height="60" fill={ground} />
          {[0, 1, 2, 3].map((i) => (
            <path key={i} d={`M0 ${132 + i * 12}H320`} stroke="#fff" strokeOpacity=".5" strokeWidth="2" />
          ))}
          <circle cx="250" cy="48" r="20" fill={accent} />
          <path d="M70 120l14-34 14 10 12-22" stroke="#fff" strokeWidth="6" strokeLinecap="round" fill="none" />
          <circle cx="112" cy="66" r="8" fill="#fff" />
        </>
      );
    case "flag":
      return (
        <>
          <rect x="0" y="136" width="320" height="44" fill={ground} />
          <rect x="98" y="30" width="4" height="110" fill="#e9ecef" />
          <rect x="102" y="32" width="66" height="14" fill="#ff9933" />
          <rect x="102" y="46" width="66" height="14" fill="#ffffff" />
          <rect x="102" y="60" width="66" height="14" fill="#138808" />
          <circle cx="135" cy="53" r="5" fill="none" stroke="#000080" strokeWidth="1.5" />
          {[180, 206, 232, 258].map((x) => (
            <g key={x} fill="#fff" fillOpacity=".85">
              <circle cx={x} cy="112" r="7" />
              <rect x={x - 7} y="120" width="14" height="20" rx="4" />
            </g>
          ))}
        </>
      );
    case "science":
      return (
        <>
          <rect x="0" y="128" width="320" height="52" fill={ground} />
          <rect x="40" y="116" width="240" height="12" fill="#e9ecef" />
          <path d="M96 60h16v24l18 32H78l18-32z" fill="#fff" fillOpacity=".9" />
          <path d="M84 106h40l6 10H78z" fill={accent} />
          <circle cx="200" cy="80" r="26" fill="none" stroke={accent} strokeWidth="4" />
          <circle cx="200" cy="80" r="6" fill={accent} />
          <ellipse cx="200" cy="80" rx="40" ry="12" fill="none" stroke="#fff" strokeWidth="2" />
        </>
      );
    case "stage":
      return (
        <>
          <path d="M0 0h60c-6 60-6 120 0 180H0z" fill="#8b1e2d" />
          <path d="M320 0h-60c6 60 6 120 0 180h60z" fill="#8b1e2d" />
          <path d="M160 0l-70 150h140z" fill={accent} fillOpacity=".35" />
          <rect x="40" y="146" width="240" height="34" fill={ground} />
          {[130, 160, 190].map((x) => (
            <g key={x} fill="#fff">
              <circle cx={x} cy="104" r="8" />
              <path d={`M${x - 10} 146l4-30h12l4 30z`} />
            </g>
          ))}
        </>
      );
    default:
      return (
        <>
          <rect x="60" y="30" width="200" height="90" rx="6" fill="#2f3e46" stroke="#c9a46c" strokeWidth="6" />
          <path
            d="M84 60h90M84 80h120M84 100h70"
            stroke="#fff"
            strokeOpacity=".8"
            strokeWidth="4"
            strokeLinecap="round"
          />
          <rect x="0" y="140" width="320" height="40" fill={ground} />
          <circle cx="236" cy="70" r="14" fill={accent} />
        </>
      );
  }
}

/** The poster: decorative (the card's title names the video), 16:9, sized by CSS. */
export function VideoPoster({ title }: { title: string }) {
  const [sky, ground, accent] = posterPalette(title);
  const scene = posterScene(title);
  return (
    <svg
      className="video-card__poster"
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-scene={scene}
    >
      <rect width="320" height="180" fill={sky} />
      <Scene scene={scene} accent={accent} ground={ground} />
    </svg>
  );
}
