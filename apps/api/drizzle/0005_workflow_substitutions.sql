CREATE TABLE "substituicoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"titular_id" uuid NOT NULL,
	"substituto_id" uuid NOT NULL,
	"inicio" date NOT NULL,
	"fim" date NOT NULL,
	"motivo" text DEFAULT '' NOT NULL,
	"criado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "substituicoes_periodo" CHECK ("substituicoes"."fim" >= "substituicoes"."inicio"),
	CONSTRAINT "substituicoes_outra_pessoa" CHECK ("substituicoes"."titular_id" <> "substituicoes"."substituto_id")
);
--> statement-breakpoint
CREATE TABLE "workflow_moves" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflow_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entidade" text NOT NULL,
	"entidade_id" text NOT NULL,
	"movimento" text NOT NULL,
	"de" text NOT NULL,
	"para" text NOT NULL,
	"por_id" uuid,
	"por_nome" text NOT NULL,
	"substituindo_id" uuid,
	"substituindo_nome" text,
	"motivo" text,
	"em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "substituicoes" ADD CONSTRAINT "substituicoes_titular_id_users_id_fk" FOREIGN KEY ("titular_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substituicoes" ADD CONSTRAINT "substituicoes_substituto_id_users_id_fk" FOREIGN KEY ("substituto_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substituicoes" ADD CONSTRAINT "substituicoes_criado_por_users_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_moves" ADD CONSTRAINT "workflow_moves_por_id_users_id_fk" FOREIGN KEY ("por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_moves" ADD CONSTRAINT "workflow_moves_substituindo_id_users_id_fk" FOREIGN KEY ("substituindo_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "substituicoes_substituto_idx" ON "substituicoes" USING btree ("substituto_id","fim");--> statement-breakpoint
CREATE INDEX "substituicoes_titular_idx" ON "substituicoes" USING btree ("titular_id","fim");--> statement-breakpoint
CREATE INDEX "workflow_moves_record_idx" ON "workflow_moves" USING btree ("entidade","entidade_id","em");--> statement-breakpoint
-- The RDO moves made before the shared life cycle, from the audit log, so every report's timeline is complete.
INSERT INTO "workflow_moves" ("entidade", "entidade_id", "movimento", "de", "para", "por_id", "por_nome", "motivo", "em")
SELECT 'rdo', a."entity_id", a."action", coalesce(a."before"->>'status', ''), coalesce(a."after"->>'status', ''),
       u."id", coalesce(u."name", a."actor_email", 'sistema'), nullif(a."after"->>'motivo', ''), a."at"
FROM "audit_log" a
LEFT JOIN "users" u ON u."id" = a."actor_id"
WHERE a."entity" = 'rdo' AND a."action" IN ('finalizar', 'aprovar', 'devolver', 'reabrir')
ORDER BY a."at", a."id";
