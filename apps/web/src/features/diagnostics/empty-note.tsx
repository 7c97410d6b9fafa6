// A quiet, designed empty state for the diagnostics cards ("nothing here yet" is good news on these screens).
import { EmptyState } from '@mantine/core';

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function EmptyNote({ title, description }: { title: string; description?: string }) {
  return (
    <EmptyState
      size="xs"
      align="left"
      variant="light"
      color="teal"
      icon={<CheckIcon />}
      title={title}
      description={description}
      py="xs"
    />
  );
}
