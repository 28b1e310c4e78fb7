CREATE TABLE "biblioteca_documentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pasta_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"versao_atual" integer DEFAULT 1 NOT NULL,
	"enviado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biblioteca_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"documento_id" uuid NOT NULL,
	"versao" integer NOT NULL,
	"usuario_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biblioteca_modelo_pastas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pai_id" uuid,
	"nome" text NOT NULL,
	"acesso" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biblioteca_pastas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"obra_id" uuid,
	"pai_id" uuid,
	"nome" text NOT NULL,
	"caminho" text NOT NULL,
	"acesso" jsonb,
	"acesso_origem_id" uuid,
	"ef_full" text[] DEFAULT '{}'::text[] NOT NULL,
	"ef_r_only" text[] DEFAULT '{}'::text[] NOT NULL,
	"ef_upload_only" text[] DEFAULT '{}'::text[] NOT NULL,
	"ef_rw" text[] DEFAULT '{}'::text[] NOT NULL,
	"ef_rw_edit" text[] DEFAULT '{}'::text[] NOT NULL,
	"criado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biblioteca_versoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"documento_id" uuid NOT NULL,
	"numero" integer NOT NULL,
	"arquivo_id" uuid NOT NULL,
	"miniatura_id" uuid,
	"enviado_por" uuid,
	"observacao" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "biblioteca_documentos" ADD CONSTRAINT "biblioteca_documentos_pasta_id_biblioteca_pastas_id_fk" FOREIGN KEY ("pasta_id") REFERENCES "public"."biblioteca_pastas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biblioteca_documentos" ADD CONSTRAINT "biblioteca_documentos_enviado_por_users_id_fk" FOREIGN KEY ("enviado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biblioteca_downloads" ADD CONSTRAINT "biblioteca_downloads_documento_id_biblioteca_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."biblioteca_documentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biblioteca_downloads" ADD CONSTRAINT "biblioteca_downloads_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biblioteca_modelo_pastas" ADD CONSTRAINT "biblioteca_modelo_pastas_pai_id_biblioteca_modelo_pastas_id_fk" FOREIGN KEY ("pai_id") REFERENCES "public"."biblioteca_modelo_pastas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biblioteca_pastas" ADD CONSTRAINT "biblioteca_pastas_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biblioteca_pastas" ADD CONSTRAINT "biblioteca_pastas_pai_id_biblioteca_pastas_id_fk" FOREIGN KEY ("pai_id") REFERENCES "public"."biblioteca_pastas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biblioteca_pastas" ADD CONSTRAINT "biblioteca_pastas_criado_por_users_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biblioteca_versoes" ADD CONSTRAINT "biblioteca_versoes_documento_id_biblioteca_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."biblioteca_documentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biblioteca_versoes" ADD CONSTRAINT "biblioteca_versoes_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biblioteca_versoes" ADD CONSTRAINT "biblioteca_versoes_miniatura_id_arquivos_id_fk" FOREIGN KEY ("miniatura_id") REFERENCES "public"."arquivos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biblioteca_versoes" ADD CONSTRAINT "biblioteca_versoes_enviado_por_users_id_fk" FOREIGN KEY ("enviado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "biblioteca_documentos_nome_uq" ON "biblioteca_documentos" USING btree ("pasta_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "biblioteca_documentos_enviado_por_idx" ON "biblioteca_documentos" USING btree ("enviado_por");--> statement-breakpoint
CREATE INDEX "biblioteca_documentos_busca_idx" ON "biblioteca_documentos" USING gin ((setweight(to_tsvector('simple', translate(lower(translate("nome", '._-', '   ')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')) || to_tsvector('portuguese', translate(lower(translate("nome", '._-', '   ')), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')), 'A')));--> statement-breakpoint
CREATE INDEX "biblioteca_downloads_documento_idx" ON "biblioteca_downloads" USING btree ("documento_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "biblioteca_modelo_nome_uq" ON "biblioteca_modelo_pastas" USING btree (coalesce("pai_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("nome"));--> statement-breakpoint
CREATE UNIQUE INDEX "biblioteca_pastas_raiz_uq" ON "biblioteca_pastas" USING btree (coalesce("obra_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "biblioteca_pastas"."pai_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "biblioteca_pastas_nome_uq" ON "biblioteca_pastas" USING btree ("pai_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "biblioteca_pastas_caminho_idx" ON "biblioteca_pastas" USING btree ("caminho" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "biblioteca_pastas_obra_idx" ON "biblioteca_pastas" USING btree ("obra_id");--> statement-breakpoint
CREATE UNIQUE INDEX "biblioteca_versoes_numero_uq" ON "biblioteca_versoes" USING btree ("documento_id","numero");