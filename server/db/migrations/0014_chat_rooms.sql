CREATE TABLE "chat_rooms" (
	"id" integer PRIMARY KEY NOT NULL,
	"anchor_id" integer NOT NULL,
	"type" text NOT NULL,
	"vip_level" integer,
	"price" numeric(18, 2),
	CONSTRAINT "chat_rooms_type_check" CHECK (("chat_rooms"."type" = 'free' and "chat_rooms"."vip_level" is null and "chat_rooms"."price" is null) or ("chat_rooms"."type" = 'vip' and "chat_rooms"."vip_level" >= 1 and "chat_rooms"."price" is null) or ("chat_rooms"."type" = 'payPerView' and "chat_rooms"."price" > 0 and "chat_rooms"."vip_level" is null))
);
--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_anchor_id_fkey" FOREIGN KEY ("anchor_id") REFERENCES "public"."chat_anchors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_anchor_idx" ON "chat_rooms" USING btree ("anchor_id");