import { Avatar, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MATERIAIS_PAPEIS, MATERIAIS_PAPEL_LABEL, MATERIAIS_QUEM_AGE, type TLista } from '@portal/domain';

const iniciais = (nome: string) =>
  nome
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');

/**
 * The four people the list names, in release order, with the one who holds it now marked; in planning, the list is
 * with the PCP team (no one named).
 */
export function ListaPessoas({ lista }: { lista: TLista }) {
  const { t } = useTranslation('materiais');
  const agora = MATERIAIS_QUEM_AGE[lista.status];
  return (
    <Card variant="outlined" component="section" aria-labelledby="lista-pessoas">
      <CardContent>
        <Typography id="lista-pessoas" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('pagina.pessoas')}
        </Typography>
        <Box
          component="ol"
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
            listStyle: 'none',
            m: 0,
            p: 0,
          }}
        >
          {MATERIAIS_PAPEIS.map((papel) => {
            const pessoa = lista.pessoas[papel];
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
                      {MATERIAIS_PAPEL_LABEL[papel]}
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
        {agora === 'pcp' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('pagina.pcpAgora')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
