import { lazy, Suspense, useState } from 'react';
import { ButtonBase, Typography } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useObra } from '../modules/obras/obras.queries';

// The search of the obras (Autocomplete, TextField, the list query) loads when the person wants another obra, not
// with every page of an obra.
const SiteSwitcherField = lazy(async () => ({
  default: (await import('./SiteSwitcherField')).SiteSwitcherField,
}));

const BOX = { width: { xs: '100%', sm: 360 }, maxWidth: '100%', height: 40 } as const;

/**
 * The working context (SPEC §1: one selected site for most screens): shows the current obra and, when clicked,
 * switches to another one, staying on the same page of the new obra.
 */
export function SiteSwitcher({ kind }: { kind: 'obra' | 'fabrica' }) {
  const { t } = useTranslation();
  const { obra: current } = useParams();
  const selected = useObra(current);
  const [active, setActive] = useState(false);
  const label = selected.data ? `${selected.data.codigo} · ${selected.data.nome}` : '';

  const button = (
    <ButtonBase
      onClick={() => setActive(true)}
      aria-label={t('shell.trocarObra')}
      aria-haspopup="listbox"
      sx={{
        ...BOX,
        px: 1.5,
        gap: 1,
        justifyContent: 'space-between',
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 1,
      }}
    >
      <Typography variant="body2" noWrap component="span">
        {label || t('shell.obraAtual')}
      </Typography>
      <ArrowDropDownIcon fontSize="small" sx={{ color: 'action.active' }} />
    </ButtonBase>
  );
  if (!active) return button;
  return (
    <Suspense fallback={button}>
      <SiteSwitcherField kind={kind} />
    </Suspense>
  );
}
