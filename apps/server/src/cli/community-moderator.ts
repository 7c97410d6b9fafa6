// Operator command: `npm run community:moderator -- <email> <room id> [--remove]` gives (or takes) the moderator role in a community room, on the database the server uses (DATABASE_URL or the embedded one).
import path from 'node:path';
import { isPublicRoomId } from '@groeipad/domain';
import { ConfigError, loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db';
import { ensurePublicRooms } from '../db/chat-rooms';
import { setModerator } from '../db/chat-moderation';

export type ModeratorCommand = { email: string; roomId: string; moderator: boolean };

export const MODERATOR_USAGE =
  'usage: npm run community:moderator -- <email> <room id> [--remove]\n' +
  '  room ids: type:INFJ (any of the 16 types), newcomers, area:<levensgebied> such as area:financieen';

/** The command's arguments, or a message saying what is wrong with them. */
export function parseModeratorArgs(args: readonly string[]): ModeratorCommand | string {
  const remove = args.includes('--remove');
  const rest = args.filter((arg) => arg !== '--remove');
  if (rest.length !== 2) return MODERATOR_USAGE;
  const [email = '', roomId = ''] = rest;
  if (!email.includes('@')) return `'${email}' is not an email address.\n${MODERATOR_USAGE}`;
  if (!isPublicRoomId(roomId)) return `'${roomId}' is not a community room.\n${MODERATOR_USAGE}`;
  return { email, roomId, moderator: !remove };
}

async function main(): Promise<number> {
  const command = parseModeratorArgs(process.argv.slice(2));
  if (typeof command === 'string') {
    console.error(command);
    return 64;
  }
  const config = loadConfig(process.env, path.resolve(import.meta.dirname, '../../../web/dist'));
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
    await ensurePublicRooms(database.db);
    const userId = await setModerator(
      database.db,
      command.email,
      command.roomId,
      command.moderator,
    );
    if (!userId) {
      console.error(`No account with the email ${command.email}.`);
      return 1;
    }
    const what = command.moderator ? 'is now a moderator of' : 'is no longer a moderator of';
    console.log(`${command.email} ${what} ${command.roomId}.`);
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] === import.meta.filename) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
