CREATE TABLE "atividades_planejadas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"obra_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"descricao" text NOT NULL,
	"peso" numeric(12, 4) NOT NULL,
	"inicio_previsto" date NOT NULL,
	"fim_previsto" date NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "atividades_planejadas_peso_check" CHECK ("atividades_planejadas"."peso" > 0),
	CONSTRAINT "atividades_planejadas_datas_check" CHECK ("atividades_planejadas"."inicio_previsto" <= "atividades_planejadas"."fim_previsto")
);
--> statement-breakpoint
CREATE TABLE "rdo_atividades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rdo_id" uuid NOT NULL,
	"atividade_planejada_id" uuid,
	"ordem" integer NOT NULL,
	"descricao" text NOT NULL,
	"percentual_acumulado" numeric(5, 2),
	"observacao" text DEFAULT '' NOT NULL,
	CONSTRAINT "rdo_atividades_percentual_check" CHECK ("rdo_atividades"."percentual_acumulado" is null or ("rdo_atividades"."percentual_acumulado" >= 0 and "rdo_atividades"."percentual_acumulado" <= 100))
);
--> statement-breakpoint
CREATE TABLE "rdo_atrasos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"obra_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"atividade_id" uuid,
	"descricao" text NOT NULL,
	"desde" date NOT NULL,
	"resolvido_em" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rdo_config" (
	"obra_id" uuid PRIMARY KEY NOT NULL,
	"secoes" text[] DEFAULT array['clima', 'chuva', 'maoDeObra', 'equipamentos', 'atividades', 'ocorrencias', 'comentarios', 'fotos', 'assinaturas']::text[] NOT NULL,
	"horario_inicio" text DEFAULT '07:00' NOT NULL,
	"horario_fim" text DEFAULT '17:00' NOT NULL,
	"limiar_atraso" numeric(5, 2) DEFAULT 5 NOT NULL,
	"assinatura_cliente" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rdo_fotos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rdo_id" uuid NOT NULL,
	"arquivo_id" uuid NOT NULL,
	"miniatura_id" uuid,
	"legenda" text DEFAULT '' NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rdos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"obra_id" uuid NOT NULL,
	"numero" integer NOT NULL,
	"data" date NOT NULL,
	"status" text DEFAULT 'em_preenchimento' NOT NULL,
	"autor_id" uuid,
	"sem_trabalho" boolean DEFAULT false NOT NULL,
	"horario_inicio" text,
	"horario_fim" text,
	"clima" jsonb NOT NULL,
	"chuva_mm" numeric(7, 2),
	"mao_de_obra" jsonb NOT NULL,
	"efetivo" integer DEFAULT 0 NOT NULL,
	"equipamentos" jsonb NOT NULL,
	"ocorrencias" jsonb NOT NULL,
	"comentarios" text DEFAULT '' NOT NULL,
	"assinatura_responsavel" jsonb,
	"assinatura_cliente" jsonb,
	"devolucao" jsonb,
	"finalizado_em" timestamp with time zone,
	"aprovado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rdos_status_check" CHECK ("rdos"."status" in ('em_preenchimento', 'finalizado', 'aprovado', 'devolvido')),
	CONSTRAINT "rdos_chuva_check" CHECK ("rdos"."chuva_mm" is null or "rdos"."chuva_mm" >= 0)
);
--> statement-breakpoint
ALTER TABLE "atividades_planejadas" ADD CONSTRAINT "atividades_planejadas_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rdo_atividades" ADD CONSTRAINT "rdo_atividades_rdo_id_rdos_id_fk" FOREIGN KEY ("rdo_id") REFERENCES "public"."rdos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rdo_atividades" ADD CONSTRAINT "rdo_atividades_atividade_planejada_id_atividades_planejadas_id_fk" FOREIGN KEY ("atividade_planejada_id") REFERENCES "public"."atividades_planejadas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rdo_atrasos" ADD CONSTRAINT "rdo_atrasos_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rdo_atrasos" ADD CONSTRAINT "rdo_atrasos_atividade_id_atividades_planejadas_id_fk" FOREIGN KEY ("atividade_id") REFERENCES "public"."atividades_planejadas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rdo_config" ADD CONSTRAINT "rdo_config_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rdo_fotos" ADD CONSTRAINT "rdo_fotos_rdo_id_rdos_id_fk" FOREIGN KEY ("rdo_id") REFERENCES "public"."rdos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rdo_fotos" ADD CONSTRAINT "rdo_fotos_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rdo_fotos" ADD CONSTRAINT "rdo_fotos_miniatura_id_arquivos_id_fk" FOREIGN KEY ("miniatura_id") REFERENCES "public"."arquivos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rdos" ADD CONSTRAINT "rdos_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rdos" ADD CONSTRAINT "rdos_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "atividades_planejadas_codigo_uq" ON "atividades_planejadas" USING btree ("obra_id",upper("codigo"));--> statement-breakpoint
CREATE INDEX "rdo_atividades_rdo_idx" ON "rdo_atividades" USING btree ("rdo_id","ordem");--> statement-breakpoint
CREATE INDEX "rdo_atividades_planejada_idx" ON "rdo_atividades" USING btree ("atividade_planejada_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rdo_atrasos_aberto_uq" ON "rdo_atrasos" USING btree ("obra_id","tipo",coalesce("atividade_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "rdo_atrasos"."resolvido_em" is null;--> statement-breakpoint
CREATE INDEX "rdo_fotos_rdo_idx" ON "rdo_fotos" USING btree ("rdo_id","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "rdos_obra_data_uq" ON "rdos" USING btree ("obra_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "rdos_obra_numero_uq" ON "rdos" USING btree ("obra_id","numero");--> statement-breakpoint
CREATE INDEX "rdos_data_idx" ON "rdos" USING btree ("data","id");--> statement-breakpoint
CREATE INDEX "rdos_status_data_idx" ON "rdos" USING btree ("status","data");--> statement-breakpoint
CREATE INDEX "rdos_autor_idx" ON "rdos" USING btree ("autor_id");