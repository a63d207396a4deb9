/** Inline SVG icons: no icon font, no extra request. All are decorative unless labelled by their parent. */
type IconProps = { className?: string };

const base = { "aria-hidden": true, focusable: "false", width: 20, height: 20, viewBox: "0 0 24 24" } as const;

export function MenuIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
      <path d="M5 5l14 14M19 5L5 19" />
    </svg>
  );
}

export function ChevronIcon({ className }: IconProps) {
  return (
    <svg {...base} width={14} height={14} className={className} fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export function PhoneIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className} fill="currentColor">
      <path d="M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.57a1 1 0 01-.25 1z" />
    </svg>
  );
}

export function MailIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className} fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </svg>
  );
}

const SOCIAL_PATHS: Record<string, string> = {
  Facebook: "M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z",
  X: "M4 3h4.6l4.2 5.8L17.8 3H20l-6.2 7.2L21 21h-4.6l-4.6-6.3L6.3 21H4l6.8-7.8z",
  Instagram:
    "M7 2h10a5 5 0 015 5v10a5 5 0 01-5 5H7a5 5 0 01-5-5V7a5 5 0 015-5zm0 2a3 3 0 00-3 3v10a3 3 0 003 3h10a3 3 0 003-3V7a3 3 0 00-3-3zm5 3.5a4.5 4.5 0 110 9 4.5 4.5 0 010-9zm0 2a2.5 2.5 0 100 5 2.5 2.5 0 000-5zM17.5 5.5a1 1 0 110 2 1 1 0 010-2z",
  LinkedIn:
    "M4 3a2 2 0 110 4 2 2 0 010-4zM2.5 9h3v12h-3zM9 9h3v1.7c.6-1 1.8-2 3.7-2 3.3 0 4.3 2.1 4.3 5.3v7h-3v-6.3c0-1.6-.3-3-2.1-3S12 12 12 13.7V21H9z",
};

export function SocialIcon({ name }: { name: string }) {
  return (
    <svg {...base} fill="currentColor">
      <path d={SOCIAL_PATHS[name] ?? ""} />
    </svg>
  );
}

/** Card icons for content pages: simple line drawings, keyed by IconName. */
const TOPIC_PATHS: Record<string, string> = {
  register: "M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h4",
  coordinate: "M12 3v4M12 17v4M3 12h4M17 12h4M12 12m-3 0a3 3 0 106 0 3 3 0 10-6 0",
  policy: "M5 4h10l4 4v12H5zM8 12h8M8 16h8M8 8h4",
  data: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  grievance: "M4 5h16v11H9l-5 4zM12 8v3M12 13.5v.5",
  monitor: "M2 12s3.5-6 10-6 10 6 10 6-3.5 6-10 6S2 12 2 12zM12 12m-2.5 0a2.5 2.5 0 105 0 2.5 2.5 0 10-5 0",
  partners: "M8 11a3 3 0 100-6 3 3 0 000 6zM16 11a3 3 0 100-6 3 3 0 000 6zM2 20c0-3 3-5 6-5s6 2 6 5M14 15.5c3 0 8 1 8 4.5",
  capacity: "M3 9l9-5 9 5-9 5zM7 11v5c3 2.5 7 2.5 10 0v-5",
  cash: "M3 7h18v10H3zM12 12m-2.5 0a2.5 2.5 0 105 0 2.5 2.5 0 10-5 0M6 10v4M18 10v4",
  community: "M3 21V10l5-4 5 4v11M13 21v-7l4-3 4 3v7M7 21v-4h2v4",
  youth: "M12 8a3 3 0 100-6 3 3 0 000 6zM6 22l2-9 4 2 4-2 2 9M12 15v7",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4",
};

export function TopicIcon({ name }: { name: string }) {
  return (
    <svg {...base} width={32} height={32} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={TOPIC_PATHS[name] ?? TOPIC_PATHS.register} />
    </svg>
  );
}
