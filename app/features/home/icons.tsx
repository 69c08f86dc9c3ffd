/** Small decorative icons of the home page; always aria-hidden, the link or button carries the name. */
const paths = {
  clip: "M16.5 6.5 8.9 14.1a2 2 0 0 0 2.8 2.8l7.4-7.4a4 4 0 0 0-5.7-5.7L5.9 11.3a6 6 0 0 0 8.5 8.5L20 14.2",
  external: "M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5",
  form: "M7 3h8l4 4v14H7zM15 3v4h4M10 12h6M10 16h6",
  certificate: "M5 4h14v11H5zM8 8h8M8 11h5M10 15l-1 6 3-2 3 2-1-6",
  camera: "M4 8h4l2-3h4l2 3h4v11H4zM12 17a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7",
  play: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18M10 8.5v7l6-3.5z",
  news: "M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 12h7M7 15h4",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5",
  video: "M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM10 9v6l5-3z",
  chat: "M4 5h16v11H9l-5 4zM8 9h8M8 12h5",
  photo: "M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5h.01",
  portal: "M4 5h16v11H4zM9 20h6M12 16v4",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8M4 21a8 8 0 0 1 16 0",
} as const;

type IconName = keyof typeof paths;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="icon"
    >
      <path d={paths[name]} />
    </svg>
  );
}
