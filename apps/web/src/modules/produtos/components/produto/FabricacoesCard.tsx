import { Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TProduto } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';

/** The fabrications the product came from (items that name it, or TAFs of it), each linking to its dashboard. */
export function FabricacoesCard({ produto }: { produto: TProduto }) {
  const { t } = useTranslation('produtos');
  return (
    <SectionCard id="produto-fabricacoes" title={t('fabricacoes.titulo')}>
      {produto.fabricacoes.length === 0 ? (
        <Typography color="text.secondary">{t('fabricacoes.vazio')}</Typography>
      ) : (
        <List dense disablePadding aria-labelledby="produto-fabricacoes">
          {produto.fabricacoes.map((f) => (
            <ListItem key={f.obra.id} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/fabricacao/${f.obra.id}`}>
                    {`${f.obra.codigo} — ${f.obra.nome}`}
                  </Link>
                }
                secondary={t('fabricacoes.detalhe', {
                  cliente: f.obra.cliente,
                  itens: f.itens,
                  quantidade: Number(f.quantidade).toLocaleString('pt-BR'),
                  tafs: f.tafs,
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
