/** The caller of a request, as the session resolved it. */
export interface AuthUser {
  id: number;
  userName: string;
  realName: string;
  departmentName: string | null;
  roles: string[];
  /** SHA-256 of the session token, to end or rotate this very session. */
  sessionHash: string;
  credentialVersion: number;
}
