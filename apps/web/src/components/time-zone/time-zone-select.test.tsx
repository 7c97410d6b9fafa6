import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { TimeZoneSelect } from './time-zone-select';

describe('TimeZoneSelect', () => {
  it('finds "Amsterdam (hh:mm)" by a typed city and stores the IANA id', async () => {
    const onChange = vi.fn();
    renderApp(<TimeZoneSelect value="UTC" onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Tijdzone' });
    field.focus();
    fireEvent.click(field);
    fireEvent.change(field, { target: { value: 'amster' } });
    // The dropdown is still in its opening transition in jsdom, so its options count as hidden.
    const listbox = await screen.findByRole('listbox', { hidden: true });
    const option = within(listbox).getByRole('option', {
      name: /^Amsterdam \(\d\d:\d\d\)$/,
      hidden: true,
    });
    expect(within(listbox).getAllByRole('option', { hidden: true })).toHaveLength(1);
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith('Europe/Amsterdam');
  });

  it('finds zones by region name in the UI language', async () => {
    renderApp(<TimeZoneSelect value="UTC" onChange={vi.fn()} />);
    const field = screen.getByRole('combobox', { name: 'Tijdzone' });
    field.focus();
    fireEvent.click(field);
    fireEvent.change(field, { target: { value: 'stille oceaan' } });
    const listbox = await screen.findByRole('listbox', { hidden: true });
    expect(
      within(listbox).getByRole('option', { name: /^Auckland \(/, hidden: true }),
    ).toBeTruthy();
    expect(within(listbox).queryByRole('option', { name: /^Amsterdam/, hidden: true })).toBeNull();
  });
});
