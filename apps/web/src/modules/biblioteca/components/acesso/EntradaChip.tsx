import { Box, Chip, type ChipProps } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import GroupsIcon from '@mui/icons-material/Groups';
import BusinessIcon from '@mui/icons-material/Business';
import { useTranslation } from 'react-i18next';
import { VISUALLY_HIDDEN } from '../../../../components/visually-hidden';
import type { Entrada } from '../../biblioteca-entradas';

export const ICONE_ENTRADA = { usuario: PersonIcon, papel: GroupsIcon, empresa: BusinessIcon } as const;

/**
 * A person, a role or a client company named on a list, with the icon of its kind (said to screen readers too); the
 * entry as stored (e-mail, papel:…, empresa:…) on hover.
 */
export function EntradaChip({ entrada, ...props }: { entrada: Entrada } & Omit<ChipProps, 'label' | 'icon'>) {
  const { t } = useTranslation('biblioteca');
  const Icon = ICONE_ENTRADA[entrada.tipo];
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<Icon />}
      label={
        <>
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {t('tipoEntradaPrefixo', { tipo: t(`tipoEntrada.${entrada.tipo}`) })}
          </Box>
          {entrada.nome}
        </>
      }
      title={entrada.entrada}
      {...props}
    />
  );
}
