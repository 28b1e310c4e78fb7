import { Avatar, Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CONTRATO_PAPEIS, CONTRATO_PAPEL_LABEL, CONTRATO_QUEM_AGE, type TContrato } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';

const iniciais = (nome: string) =>
  nome
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');

/** The three people the contract names, in the order they act, with the one who holds it now marked. */
export function ContratoPessoasCard({ contrato }: { contrato: TContrato }) {
  const { t } = useTranslation('contratos');
  const agora = contrato.cancelado ? null : CONTRATO_QUEM_AGE[contrato.status];
  return (
    <SectionCard id="contrato-pessoas" title={t('pagina.pessoas')}>
      <Box
        component="ol"
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        {CONTRATO_PAPEIS.map((papel) => {
          const pessoa = contrato.pessoas[papel];
          const comEla = agora === papel;
          return (
            <Box
              component="li"
              key={papel}
              aria-current={comEla ? 'step' : undefined}
              sx={{
                p: 1.5,
                borderRadius: 1,
                border: 1,
                borderColor: comEla ? 'primary.main' : 'divider',
                bgcolor: comEla ? 'action.selected' : undefined,
              }}
            >
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                <Avatar
                  sx={{
                    bgcolor: comEla ? 'primary.main' : 'grey.700',
                    width: 36,
                    height: 36,
                    fontSize: 14,
                  }}
                >
                  {iniciais(pessoa.name)}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {CONTRATO_PAPEL_LABEL[papel]}
                  </Typography>
                  <Typography
                    variant="body2"
                    sx={{ fontWeight: comEla ? 600 : 400 }}
                    noWrap
                    title={pessoa.email}
                  >
                    {pessoa.name}
                  </Typography>
                </Box>
                {comEla && (
                  <Chip size="small" color="primary" label={t('pagina.agora')} sx={{ ml: 'auto' }} />
                )}
              </Stack>
            </Box>
          );
        })}
      </Box>
    </SectionCard>
  );
}
