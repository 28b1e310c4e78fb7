import { randomUUID } from 'node:crypto';
import { OBRA_STATUS, UFS, withCnpjCheckDigits } from '@portal/domain';
import { auditLog } from '../../modules/audit/audit.schema';
import { users } from '../../modules/identity/users.schema';
import { clientes, obraUsuarios, obras } from '../../modules/obras/obras.schema';
import { insertInBatches, pick, type ScaleGenerator } from './scale-context';

const CIDADES = [
  'Curitiba',
  'Campinas',
  'Belo Horizonte',
  'Recife',
  'Goiânia',
  'Joinville',
  'Manaus',
  'Santos',
  'Salvador',
  'Londrina',
];
const OBJETOS = [
  'Galpão industrial',
  'Subestação',
  'Estação de tratamento',
  'Ampliação de fábrica',
  'Retrofit',
  'Ponte rolante',
  'Tanques de armazenagem',
  'Reforço estrutural',
];
const NOMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Hugo',
  'Isabela',
  'João',
  'Larissa',
  'Mateus',
];
const SOBRENOMES = [
  'Silva',
  'Souza',
  'Oliveira',
  'Pereira',
  'Lima',
  'Carvalho',
  'Ribeiro',
  'Almeida',
  'Rocha',
  'Barbosa',
];
const STAFF_ROLES = [
  'site_manager',
  'planejamento',
  'rdo_by_obra',
  'sgi',
  'contratos',
  'materiais',
  'projetista',
  'field',
  'pos_vendas',
];
const MEMBERS_PER_OBRA = 10;

/** Clients, users, obras and their members, with one audit row per record as the real services write. */
export const platformScale: ScaleGenerator = {
  name: 'obras e usuários',
  async run(ctx) {
    const { db, random, options } = ctx;
    const clienteCount = Math.max(1, Math.ceil(options.obras / 5));
    const clienteRows = Array.from({ length: clienteCount }, (_, i) => ({
      id: randomUUID(),
      nome: `Cliente Escala ${String(i + 1).padStart(4, '0')} Ltda.`,
      cnpj: withCnpjCheckDigits(`9${String(i + 1).padStart(7, '0')}0001`),
    }));
    await insertInBatches(clienteRows, 1000, (batch) => db.insert(clientes).values(batch));
    ctx.clienteIds.push(...clienteRows.map((c) => c.id));

    const userRows = Array.from({ length: options.users }, (_, i) => {
      const cliente = random() < 0.2;
      const n = String(i + 1).padStart(6, '0');
      return {
        id: randomUUID(),
        username: randomUUID(),
        email: `usuario${n}@escala.obras.dev`,
        emailVerified: true,
        name: `${pick(random, NOMES)} ${pick(random, SOBRENOMES)} ${n}`,
        type: cliente ? ('cliente' as const) : ('gali' as const),
        roles: cliente ? ['cliente', 'projetista'] : [pick(random, STAFF_ROLES), pick(random, STAFF_ROLES)],
        companies: cliente ? [pick(random, ctx.clienteIds)] : [],
        passwordHash: ctx.passwordHash,
      };
    });
    await insertInBatches(userRows, 500, (batch) => db.insert(users).values(batch));
    ctx.userIds.push(...userRows.map((u) => u.id));
    ctx.siteManagerIds.push(...userRows.filter((u) => u.roles.includes('site_manager')).map((u) => u.id));
    ctx.log(`${clienteRows.length} clientes e ${userRows.length} usuários`);

    const year = 2020;
    const obraRows = Array.from({ length: options.obras }, (_, i) => {
      const start = new Date(
        Date.UTC(year + Math.floor(random() * 6), Math.floor(random() * 12), 1 + Math.floor(random() * 27)),
      );
      const end = new Date(start.getTime() + (180 + Math.floor(random() * 720)) * 86_400_000);
      return {
        id: randomUUID(),
        codigo: `ES-${String(i + 1).padStart(6, '0')}`,
        nome: `${pick(random, OBJETOS)} ${i + 1}`,
        clienteId: pick(random, ctx.clienteIds),
        tipo: random() < 0.15 ? ('fabricacao' as const) : ('obra' as const),
        status: pick(random, OBRA_STATUS),
        cidade: pick(random, CIDADES),
        uf: pick(random, UFS),
        inicioPrevisto: start.toISOString().slice(0, 10),
        fimPrevisto: end.toISOString().slice(0, 10),
        siteManagerId: ctx.siteManagerIds.length > 0 ? pick(random, ctx.siteManagerIds) : null,
        valorContrato: (Math.round(random() * 50_000_000_00) / 100).toFixed(2),
      };
    });
    await insertInBatches(obraRows, 500, (batch) => db.insert(obras).values(batch));
    ctx.obraIds.push(...obraRows.map((o) => o.id));

    const memberships = new Map<string, { obraId: string; userId: string }>();
    for (const obra of obraRows) {
      if (obra.siteManagerId)
        memberships.set(`${obra.id}:${obra.siteManagerId}`, { obraId: obra.id, userId: obra.siteManagerId });
      for (let k = 0; k < MEMBERS_PER_OBRA; k += 1) {
        const userId = pick(random, ctx.userIds);
        memberships.set(`${obra.id}:${userId}`, { obraId: obra.id, userId });
      }
    }
    await insertInBatches([...memberships.values()], 2000, (batch) => db.insert(obraUsuarios).values(batch));
    ctx.log(`${obraRows.length} obras com ${memberships.size} vínculos de usuários`);

    const audit = [
      ...clienteRows.map((c) => ({ entity: 'cliente', entityId: c.id, after: c })),
      ...userRows.map(({ passwordHash: _secret, ...u }) => ({ entity: 'user', entityId: u.id, after: u })),
      ...obraRows.map((o) => ({ entity: 'obra', entityId: o.id, after: o })),
    ].map((row) => ({ ...row, action: 'create', actorEmail: 'sistema' }));
    await insertInBatches(audit, 1000, (batch) => db.insert(auditLog).values(batch));
    ctx.log(`${audit.length} registros de auditoria`);
  },
};
