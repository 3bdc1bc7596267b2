import type { UserMenuKey } from "~/lib/links";

/**
 * The user menu's icons: small line drawings in the text's colour. They are decoration: the
 * entry's text is its label, so each icon is hidden from assistive technology.
 */
export type MenuIconName = UserMenuKey | "signOut";

const SHAPES: Record<MenuIconName, React.ReactNode> = {
  history: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  publish: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="2.5" />
      <path d="M12 8.5v7M8.5 12h7" />
    </>
  ),
  collections: <path d="M12 19.5s-7-4.3-7-9.6A3.9 3.9 0 0 1 12 7.6a3.9 3.9 0 0 1 7 2.3c0 5.3-7 9.6-7 9.6z" />,
  roommates: (
    <>
      <circle cx="9" cy="8.5" r="3" />
      <path d="M3.5 19c0-3.2 2.4-5 5.5-5s5.5 1.8 5.5 5" />
      <circle cx="16.5" cy="9.5" r="2.5" />
      <path d="M16 14.2c2.6.2 4.5 1.7 4.5 4.3" />
    </>
  ),
  gifts: (
    <>
      <rect x="3.5" y="8" width="17" height="4" rx="1" />
      <path d="M5.5 12v8h13v-8M12 8v12" />
      <path d="M12 8C11 5.5 9.8 4.5 8.3 4.5a1.8 1.8 0 0 0 0 3.5H12zM12 8c1-2.5 2.2-3.5 3.7-3.5a1.8 1.8 0 0 1 0 3.5H12z" />
    </>
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9.6 9.6a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.6" />
      <path d="M12 16.8v.2" />
    </>
  ),
  service: (
    <>
      <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
      <rect x="3.5" y="13" width="4" height="5.5" rx="1.2" />
      <rect x="16.5" y="13" width="4" height="5.5" rx="1.2" />
      <path d="M18.5 18.5c0 1.3-1.8 2-4.5 2" />
    </>
  ),
  feedback: (
    <>
      <path d="M4 5h16v11H9.5L4 20z" />
      <path d="M8 9h8M8 12.5h5" />
    </>
  ),
  orders: (
    <>
      <path d="M6 3.5h12v17l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8.5h6M9 12h6M9 15.5h3" />
    </>
  ),
  profiles: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c0-3.9 3.3-6 7.5-6s7.5 2.1 7.5 6" />
    </>
  ),
  accountSetting: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 3v2.5M12 18.5V21M3 12h2.5M18.5 12H21M5.6 5.6l1.8 1.8M16.6 16.6l1.8 1.8M5.6 18.4l1.8-1.8M16.6 7.4l1.8-1.8" />
    </>
  ),
  applications: (
    <>
      <path d="M6.5 3.5H14l4.5 4.5v12.5h-12z" />
      <path d="M14 3.5V8h4.5M9.5 14l2 2 3.5-4" />
    </>
  ),
  documents: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="1.5" />
      <path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3M12 14.5v2.5" />
    </>
  ),
  signOut: (
    <>
      <path d="M10 4H5.5v16H10" />
      <path d="M14.5 8l4 4-4 4M18.5 12H9.5" />
    </>
  ),
};

export function MenuIcon({ name, className }: { name: MenuIconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {SHAPES[name]}
    </svg>
  );
}
