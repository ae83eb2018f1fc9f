/** The files beside an embedded cluster's folder (DATA_DIR/postgres) that hold its roles' passwords, for its owner only. */
export interface PasswordFiles {
  /** The superuser `postgres`'s, who owns the tables. */
  superuser: string;
  /** The shop's own role's (postgres/app-role.ts). */
  app: string;
}

export const passwordFilesOf = (clusterDir: string): PasswordFiles => ({ superuser: `${clusterDir}.password`, app: `${clusterDir}-app.password` });
