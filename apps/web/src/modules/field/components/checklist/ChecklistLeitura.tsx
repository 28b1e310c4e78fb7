import { Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  type TAssinatura,
  type TChecklist,
  type TChecklistItemModelo,
  type TChecklistResposta,
} from '@portal/domain';
import { checklistFotoUrl } from '../../checklist.queries';
import { ResultadoChip } from './ResultadoChip';

function Resposta({
  item,
  resposta,
}: {
  item: TChecklistItemModelo;
  resposta: TChecklistResposta | undefined;
}) {
  const { t } = useTranslation('checklist');
  if (!resposta) return <ResultadoChip resultado="pendente" />;
  const valor =
    item.tipo === 'medicao' && typeof resposta.valor === 'number'
      ? `${resposta.valor.toLocaleString('pt-BR', { maximumFractionDigits: 6 })} ${item.unidade ?? ''}`
      : item.tipo === 'texto'
        ? String(resposta.valor ?? '')
        : null;
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ResultadoChip resultado={resposta.resultado} />
        {valor && <Typography variant="body2">{valor}</Typography>}
      </Stack>
      {resposta.nota && <Typography variant="body2">{resposta.nota}</Typography>}
      {item.tipo === 'assinatura' && typeof resposta.valor === 'string' && (
        <Box
          component="img"
          src={resposta.valor}
          alt={t('preencher.assinadoPor', { nome: resposta.porNome })}
          sx={{ maxWidth: 240 }}
        />
      )}
      {resposta.fotoId && (
        <Box
          component="img"
          src={checklistFotoUrl(resposta.fotoId)}
          alt={t('preencher.fotoDe', { item: item.texto })}
          loading="lazy"
          sx={{
            maxWidth: '100%',
            maxHeight: 200,
            objectFit: 'contain',
            alignSelf: 'flex-start',
            borderRadius: 1,
          }}
        />
      )}
      <Typography variant="caption" color="text.secondary">
        {t('preencher.por', { nome: resposta.porNome, quando: formatDateTime(resposta.em) })}
      </Typography>
    </Stack>
  );
}

function Assinatura({ titulo, assinatura }: { titulo: string; assinatura: TAssinatura | null }) {
  const { t } = useTranslation('checklist');
  return (
    <Box sx={{ flex: 1 }}>
      <Typography variant="subtitle2">{titulo}</Typography>
      {assinatura ? (
        <>
          <Box
            component="img"
            src={assinatura.imagem}
            alt={t('preencher.assinaturaDe', { nome: assinatura.nome })}
            sx={{ maxWidth: 260, display: 'block' }}
          />
          <Typography variant="body2">
            {[assinatura.nome, assinatura.cargo].filter(Boolean).join(' · ')} —{' '}
            {formatDateTime(assinatura.assinadoEm)}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('preencher.naoAssinado')}
        </Typography>
      )}
    </Box>
  );
}

/** A checklist as it was filled: every section's answers with their results, who and when, photos and signatures. */
export function ChecklistLeitura({ checklist }: { checklist: TChecklist }) {
  const { t } = useTranslation('checklist');
  const respostas = new Map(checklist.respostas.map((r) => [r.itemId, r]));
  return (
    <Stack spacing={2}>
      {checklist.secoes.map((secao, index) => (
        <Card key={secao.id} variant="outlined" component="section" aria-label={secao.titulo}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {index + 1}. {secao.titulo}
            </Typography>
            <Stack divider={<Divider flexItem />} spacing={1.5}>
              {secao.itens.map((item) => (
                <Box key={item.id}>
                  <Typography variant="subtitle2" component="h3">
                    {item.texto}
                  </Typography>
                  <Resposta item={item} resposta={respostas.get(item.id)} />
                </Box>
              ))}
            </Stack>
          </CardContent>
        </Card>
      ))}
      <Card variant="outlined" component="section" aria-label={t('preencher.assinaturasPasso')}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('preencher.assinaturasPasso')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Assinatura titulo={t('preencher.executor')} assinatura={checklist.assinaturaExecutor} />
            {checklist.exigeAssinaturaCliente && (
              <Assinatura titulo={t('preencher.cliente')} assinatura={checklist.assinaturaCliente} />
            )}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
