import { useEffect, useState } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PasswordStrength } from '@portal/domain/identity/password-strength';

type Measure = (password: string, inputs?: string[]) => PasswordStrength;

const COLORS = ['error', 'error', 'warning', 'success', 'success'] as const;

// The dictionaries weigh about a megabyte: loaded the first time a password field needs them.
let loading: Promise<Measure> | undefined;
function loadMeasure(): Promise<Measure> {
  loading ??= import('@portal/domain/identity/password-strength').then((m) => m.measurePassword);
  return loading;
}

/** zxcvbn's verdict on a password being chosen, as a coloured bar and a hint. */
export function PasswordStrengthMeter({
  password,
  userInputs = [],
}: {
  password: string;
  userInputs?: string[];
}) {
  const { t } = useTranslation('identidade');
  const [measure, setMeasure] = useState<Measure>();
  useEffect(() => {
    let alive = true;
    void loadMeasure().then((m) => alive && setMeasure(() => m));
    return () => {
      alive = false;
    };
  }, []);
  if (!password || !measure) return null;
  const strength = measure(password, userInputs);
  const levels = t('senha.niveis', { returnObjects: true }) as string[];
  const hint = strength.warning ?? strength.suggestions[0];
  return (
    <Box sx={{ mt: 1 }} data-testid="forca-senha">
      <LinearProgress
        variant="determinate"
        value={((strength.score + 1) / 5) * 100}
        color={COLORS[strength.score]}
        aria-label={t('senha.forca', { nivel: levels[strength.score] })}
      />
      <Typography variant="caption" color="text.secondary">
        {t('senha.forca', { nivel: levels[strength.score] })}
        {hint ? ` — ${hint}` : ''}
      </Typography>
    </Box>
  );
}
