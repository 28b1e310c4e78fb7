CREATE TABLE "juridico_eventos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"processo_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"data" date NOT NULL,
	"hora" text,
	"local" text DEFAULT '' NOT NULL,
	"observacao" text DEFAULT '' NOT NULL,
	"concluido" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "juridico_processos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"obra_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"numero_cnj" text NOT NULL,
	"vara" text NOT NULL,
	"comarca" text NOT NULL,
	"uf" text NOT NULL,
	"parte_contraria" text NOT NULL,
	"polo" text NOT NULL,
	"objeto" text NOT NULL,
	"valor_causa" numeric(15, 2) NOT NULL,
	"provisao_risco" text NOT NULL,
	"provisao_valor" numeric(15, 2) NOT NULL,
	"fase" text NOT NULL,
	"escritorio_id" uuid,
	"responsavel_dp_id" uuid,
	"responsavel_seg_id" uuid,
	"versao" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "juridico_processos_numero_cnj_unique" UNIQUE("numero_cnj")
);
--> statement-breakpoint
CREATE TABLE "juridico_solicitacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"processo_id" uuid NOT NULL,
	"tipo_documento" text NOT NULL,
	"descricao" text NOT NULL,
	"prazo" date,
	"criada_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "juridico_eventos" ADD CONSTRAINT "juridico_eventos_processo_id_juridico_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."juridico_processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "juridico_processos" ADD CONSTRAINT "juridico_processos_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "juridico_processos" ADD CONSTRAINT "juridico_processos_escritorio_id_clientes_id_fk" FOREIGN KEY ("escritorio_id") REFERENCES "public"."clientes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "juridico_processos" ADD CONSTRAINT "juridico_processos_responsavel_dp_id_users_id_fk" FOREIGN KEY ("responsavel_dp_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "juridico_processos" ADD CONSTRAINT "juridico_processos_responsavel_seg_id_users_id_fk" FOREIGN KEY ("responsavel_seg_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "juridico_solicitacoes" ADD CONSTRAINT "juridico_solicitacoes_processo_id_juridico_processos_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."juridico_processos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "juridico_solicitacoes" ADD CONSTRAINT "juridico_solicitacoes_criada_por_users_id_fk" FOREIGN KEY ("criada_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "juridico_eventos_data_idx" ON "juridico_eventos" USING btree ("data");--> statement-breakpoint
CREATE INDEX "juridico_eventos_processo_idx" ON "juridico_eventos" USING btree ("processo_id","data");--> statement-breakpoint
CREATE INDEX "juridico_processos_tipo_idx" ON "juridico_processos" USING btree ("tipo","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "juridico_processos_obra_idx" ON "juridico_processos" USING btree ("obra_id");--> statement-breakpoint
CREATE INDEX "juridico_processos_escritorio_idx" ON "juridico_processos" USING btree ("escritorio_id");--> statement-breakpoint
CREATE INDEX "juridico_processos_dp_idx" ON "juridico_processos" USING btree ("responsavel_dp_id");--> statement-breakpoint
CREATE INDEX "juridico_processos_seg_idx" ON "juridico_processos" USING btree ("responsavel_seg_id");--> statement-breakpoint
CREATE INDEX "juridico_processos_busca_idx" ON "juridico_processos" USING gin ((setweight(to_tsvector('simple', translate(lower(coalesce("numero_cnj", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')) || to_tsvector('portuguese', translate(lower(coalesce("numero_cnj", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')), 'A') || setweight(to_tsvector('simple', translate(lower(coalesce("parte_contraria", '') || ' ' || coalesce("vara", '') || ' ' || coalesce("comarca", '') || ' ' || coalesce("objeto", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')) || to_tsvector('portuguese', translate(lower(coalesce("parte_contraria", '') || ' ' || coalesce("vara", '') || ' ' || coalesce("comarca", '') || ' ' || coalesce("objeto", '')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')), 'B')));--> statement-breakpoint
CREATE INDEX "juridico_solicitacoes_tipo_idx" ON "juridico_solicitacoes" USING btree ("tipo_documento","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "juridico_solicitacoes_processo_idx" ON "juridico_solicitacoes" USING btree ("processo_id");