import type { DataSource } from 'typeorm';

export function systemActivities(ds: DataSource) {
  return {
    async databaseTime(): Promise<string> {
      const [row] = (await ds.query('SELECT now() AS now')) as { now: Date }[];
      return row!.now.toISOString();
    },
  };
}

export type SystemActivities = ReturnType<typeof systemActivities>;
