/** The user info of SPEC §3 that login answers and the web app keeps in localStorage. */
export interface SubMenuEntry {
  menuName: string;
  menuUrl: string;
}

export interface MenuEntry {
  menuId: number;
  menuName: string;
  menuUrl: string;
  /** '' for a plain grant, 'EXPORT' when the role may export from this screen (SPEC §6). */
  state: string;
  subMenuList: (SubMenuEntry & { menuId: number; state: string })[];
}

export interface UserInfo {
  userName: string;
  /** Who the account is and what it may do; never a secret (the session lives in an httpOnly cookie). */
  authInfo: { userId: number; realName: string; departmentName: string | null; superAdmin: boolean };
  menuList: MenuEntry[];
  /** First menu URL: where `/` leads after login. */
  menuUrl: string;
  role: { roleName: string };
  rolesVOList: { roleName: string }[];
}

/** One live session of the logged-in user, as 登录设备 lists it (`GET /user/sessionList`). */
export interface OwnSession {
  /** Names the session for 下线; the token and its hash never leave the server. */
  id: number;
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
  /** A 30-day session (记住账号). */
  remember: boolean;
  /** The session asking. */
  current: boolean;
}
