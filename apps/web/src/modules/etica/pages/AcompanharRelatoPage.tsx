import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAcessoRelato, TRelatoPublico } from '@portal/domain';
import { AcessoForm } from '../components/publico/AcessoForm';
import { CanalEticaLayout } from '../components/publico/CanalEticaLayout';
import { RelatoPublicoView } from '../components/publico/RelatoPublicoView';

/**
 * /canal-etica/acompanhar: with the protocol and the key, the reporter reads the status and the committee's answers
 * and adds information, still without signing in. The key stays in this page's memory only (never in the address,
 * which browsers keep in their history); coming from the sent report, the protocol is filled in.
 */
export function AcompanharRelatoPage() {
  const { t } = useTranslation('etica');
  const location = useLocation();
  const protocoloInicial = (location.state as { protocolo?: string } | null)?.protocolo ?? '';
  const [aberto, setAberto] = useState<{ acesso: TAcessoRelato; relato: TRelatoPublico } | null>(null);
  return (
    <CanalEticaLayout outra={{ to: '/canal-etica', label: t('publico.novoRelato') }}>
      {aberto ? (
        <RelatoPublicoView
          acesso={aberto.acesso}
          relato={aberto.relato}
          onAtualizado={(relato) => setAberto({ ...aberto, relato })}
          onFechar={() => setAberto(null)}
        />
      ) : (
        <AcessoForm
          protocoloInicial={protocoloInicial}
          onAberto={(acesso, relato) => setAberto({ acesso, relato })}
        />
      )}
    </CanalEticaLayout>
  );
}
