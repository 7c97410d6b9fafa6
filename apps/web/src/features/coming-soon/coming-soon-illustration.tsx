// A friendly, wordless picture for screens still being built: a seedling on a winding path under a sun.
export function ComingSoonIllustration() {
  return (
    <svg
      viewBox="0 0 240 160"
      width="100%"
      style={{ maxWidth: 240, height: 'auto' }}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="184" cy="42" r="22" fill="var(--mantine-color-yellow-4)" opacity="0.85" />
      <circle cx="184" cy="42" r="32" fill="var(--mantine-color-yellow-3)" opacity="0.25" />
      <ellipse
        cx="120"
        cy="140"
        rx="108"
        ry="16"
        fill="var(--mantine-color-teal-2)"
        opacity="0.6"
      />
      <path
        d="M20 150 C 70 132, 60 118, 108 112 S 170 100, 150 84"
        fill="none"
        stroke="var(--mantine-color-teal-4)"
        strokeWidth="6"
        strokeLinecap="round"
        strokeDasharray="2 12"
      />
      <path
        d="M120 136 C 120 116, 118 96, 122 74"
        fill="none"
        stroke="var(--mantine-color-teal-7)"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M121 98 C 100 96, 88 82, 86 66 C 104 66, 118 78, 121 98 Z"
        fill="var(--mantine-color-teal-5)"
      />
      <path
        d="M122 84 C 136 70, 154 66, 166 70 C 160 86, 142 94, 122 84 Z"
        fill="var(--mantine-color-teal-6)"
      />
      <circle cx="122" cy="70" r="6" fill="var(--mantine-color-pink-4)" />
      <circle cx="52" cy="52" r="3" fill="var(--mantine-color-teal-3)" />
      <circle cx="72" cy="30" r="2" fill="var(--mantine-color-teal-3)" />
      <circle cx="36" cy="88" r="2.5" fill="var(--mantine-color-teal-3)" />
    </svg>
  );
}
