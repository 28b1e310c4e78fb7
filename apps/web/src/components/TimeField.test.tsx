import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from './TimeField';

afterEach(cleanup);

it('shows working hours on the 24-hour clock (17:00, never 05:00 PM)', () => {
  const { container } = render(
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="pt-br">
      <TimeField label="Fim" name="fim" value="17:00" onChange={() => {}} />
    </LocalizationProvider>,
  );
  const input = container.querySelector<HTMLInputElement>('input[name="fim"]');
  expect(input?.value).toBe('17:00');
  expect(screen.getByRole('group', { name: 'Fim' }).textContent).not.toMatch(/AM|PM/);
});
