import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { corDaNota, NOTAS } from '../notas';

/**
 * The ten grades as big buttons, one chosen at a time: two rows of five on a phone (a thumb's width each), one row
 * from a tablet up; each takes its colour when chosen (1–6 red, 7–8 amber, 9–10 green).
 */
export function NotaEscolha({
  nota,
  disabled,
  onChange,
}: {
  nota: number | null;
  disabled?: boolean;
  onChange: (nota: number | null) => void;
}) {
  const { t } = useTranslation('posvendas');
  return (
    <Stack spacing={0.5}>
      <ToggleButtonGroup
        exclusive
        value={nota}
        disabled={disabled}
        onChange={(_, valor: number | null) => onChange(valor)}
        aria-label={t('pesquisa.notas')}
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'repeat(5, 1fr)', sm: 'repeat(10, 1fr)' },
          // Separate buttons in a grid, not the group's joined bar.
          '&& .MuiToggleButtonGroup-grouped': { m: 0, border: 1, borderColor: 'divider', borderRadius: 1 },
        }}
      >
        {NOTAS.map((n) => (
          <ToggleButton
            key={n}
            value={n}
            color={corDaNota(n)}
            sx={{ minHeight: 52, fontSize: '1.25rem', fontWeight: 700 }}
          >
            {n}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }} aria-hidden>
        <Typography variant="caption" color="text.secondary">
          {t('pesquisa.nada')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('pesquisa.muito')}
        </Typography>
      </Stack>
    </Stack>
  );
}
