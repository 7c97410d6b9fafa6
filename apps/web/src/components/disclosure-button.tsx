// A button that shows or hides a panel below it, telling assistive technology which panel and whether it is open.
import { Button } from '@mantine/core';
import { useId, useState } from 'react';

/** The open state, and the panel's id for the button's aria-controls and the panel itself. */
export function useDisclosureState(): { open: boolean; toggle: () => void; panelId: string } {
  const [open, setOpen] = useState(false);
  return { open, toggle: () => setOpen((value) => !value), panelId: useId() };
}

type Props = {
  open: boolean;
  toggle: () => void;
  panelId: string;
  /** The label while closed and while open ("show details" / "hide details"). */
  labels: { show: string; hide: string };
};

export function DisclosureButton({ open, toggle, panelId, labels }: Props) {
  return (
    <Button
      variant="default"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={toggle}
      style={{ alignSelf: 'flex-start' }}
    >
      {open ? labels.hide : labels.show}
    </Button>
  );
}
