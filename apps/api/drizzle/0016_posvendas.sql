CREATE TABLE "posvendas_chamados" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" serial NOT NULL,
	"obra_id" uuid NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text NOT NULL,
	"produto" text NOT NULL,
	"numero_serie" text DEFAULT '' NOT NULL,
	"prioridade" text NOT NULL,
	"status" text DEFAULT 'aberto' NOT NULL,
	"responsavel_id" uuid,
	"solicitante_id" uuid,
	"contato_nome" text DEFAULT '' NOT NULL,
	"contato_email" text DEFAULT '' NOT NULL,
	"aberto_em" timestamp with time zone DEFAULT now() NOT NULL,
	"prazo_primeira_resposta" timestamp with time zone NOT NULL,
	"primeira_resposta_em" timestamp with time zone,
	"prazo_resolucao" timestamp with time zone NOT NULL,
	"pausado_em" timestamp with time zone,
	"pausa_minutos" integer DEFAULT 0 NOT NULL,
	"concluido_em" timestamp with time zone,
	"resolucao_minutos" integer,
	"versao" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posvendas_chamados_numero_unique" UNIQUE("numero")
);
--> statement-breakpoint
CREATE TABLE "posvendas_custos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chamado_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"valor" numeric(15, 2) NOT NULL,
	"descricao" text NOT NULL,
	"data" date NOT NULL,
	"registrado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posvendas_pesquisas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chamado_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"enviada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"substituida_em" timestamp with time zone,
	"respondida_em" timestamp with time zone,
	"nota" smallint,
	"comentario" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posvendas_chamados" ADD CONSTRAINT "posvendas_chamados_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posvendas_chamados" ADD CONSTRAINT "posvendas_chamados_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posvendas_chamados" ADD CONSTRAINT "posvendas_chamados_solicitante_id_users_id_fk" FOREIGN KEY ("solicitante_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posvendas_custos" ADD CONSTRAINT "posvendas_custos_chamado_id_posvendas_chamados_id_fk" FOREIGN KEY ("chamado_id") REFERENCES "public"."posvendas_chamados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posvendas_custos" ADD CONSTRAINT "posvendas_custos_registrado_por_users_id_fk" FOREIGN KEY ("registrado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posvendas_pesquisas" ADD CONSTRAINT "posvendas_pesquisas_chamado_id_posvendas_chamados_id_fk" FOREIGN KEY ("chamado_id") REFERENCES "public"."posvendas_chamados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posvendas_chamados_status_idx" ON "posvendas_chamados" USING btree ("status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posvendas_chamados_obra_idx" ON "posvendas_chamados" USING btree ("obra_id","aberto_em");--> statement-breakpoint
CREATE INDEX "posvendas_chamados_responsavel_idx" ON "posvendas_chamados" USING btree ("responsavel_id");--> statement-breakpoint
CREATE INDEX "posvendas_chamados_aberto_idx" ON "posvendas_chamados" USING btree ("aberto_em");--> statement-breakpoint
CREATE INDEX "posvendas_chamados_produto_idx" ON "posvendas_chamados" USING btree ("produto");--> statement-breakpoint
CREATE INDEX "posvendas_chamados_busca_idx" ON "posvendas_chamados" USING gin ((setweight(to_tsvector('simple', translate(lower(coalesce("titulo", '') || ' ' || coalesce("produto", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')) || to_tsvector('portuguese', translate(lower(coalesce("titulo", '') || ' ' || coalesce("produto", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')), 'A') || setweight(to_tsvector('simple', translate(lower(coalesce("numero_serie", '') || ' ' || coalesce("descricao", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')) || to_tsvector('portuguese', translate(lower(coalesce("numero_serie", '') || ' ' || coalesce("descricao", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')), 'B')));--> statement-breakpoint
CREATE INDEX "posvendas_custos_chamado_idx" ON "posvendas_custos" USING btree ("chamado_id");--> statement-breakpoint
CREATE UNIQUE INDEX "posvendas_pesquisas_token_idx" ON "posvendas_pesquisas" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "posvendas_pesquisas_chamado_idx" ON "posvendas_pesquisas" USING btree ("chamado_id");--> statement-breakpoint
CREATE INDEX "posvendas_pesquisas_respondida_idx" ON "posvendas_pesquisas" USING btree ("respondida_em");