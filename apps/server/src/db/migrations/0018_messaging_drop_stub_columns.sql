ALTER TABLE "messages" DROP CONSTRAINT "messages_attachment_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "attachment_file_id";--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "read_at";