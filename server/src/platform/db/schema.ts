import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Platform tables: accounts, roles, menus, sessions, login throttling, audit events and files.
 * Module tables live beside their modules and are re-exported from `all-schema.ts`.
 */

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  /** The department head (busiOrganManage). */
  managerId: integer('manager_id'),
  createBy: text('create_by'),
  createAt: timestamp('create_at', { withTimezone: true }).notNull().defaultNow(),
  modifyBy: text('modify_by'),
  modifyAt: timestamp('modify_at', { withTimezone: true }),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    realName: text('real_name').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    remark: text('remark'),
    /** 离职日期 (yyyymmdd) once the employee has left. */
    leaveDate: text('leave_date'),
    departmentId: integer('department_id').references(() => departments.id),
    passwordHash: text('password_hash').notNull(),
    /** false once the employee has left (离职): no login, sessions ended. */
    active: boolean('active').notNull().default(true),
    /** Bumped on password change / leave so older sessions stop working. */
    credentialVersion: integer('credential_version').notNull().default(1),
    createBy: text('create_by'),
    createAt: timestamp('create_at', { withTimezone: true }).notNull().defaultNow(),
    modifyBy: text('modify_by'),
    modifyAt: timestamp('modify_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('users_user_name_ci').on(sql`lower(${t.userName})`)],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  roleName: text('role_name').notNull().unique(),
  label: text('label').notNull(),
  remark: text('remark'),
  createBy: text('create_by'),
  createAt: timestamp('create_at', { withTimezone: true }).notNull().defaultNow(),
  modifyBy: text('modify_by'),
  modifyAt: timestamp('modify_at', { withTimezone: true }),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    /** Stable key from the screen registry: the URL of a screen, `group:<key>` of a group. */
    menuKey: text('menu_key').notNull(),
    menuName: text('menu_name').notNull(),
    menuUrl: text('menu_url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('menus_menu_key').on(t.menuKey)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    /** '' or 'EXPORT' (SPEC §6 export rule). */
    state: text('state').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not leak usable tokens. */
    tokenHash: text('token_hash').primaryKey(),
    /** What the owner's device list names a session by: the token hash never leaves the server. */
    id: bigint('id', { mode: 'number' }).notNull().unique().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialVersion: integer('credential_version').notNull(),
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/**
 * Answers of state-changing calls sent with an idempotency key (platform/http/idempotency.ts): the
 * first call's result, answered again to a repeat of the same key by the same account for a day.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestKey: text('request_key').notNull(),
    /** The route and a SHA-256 of the body: a key reused for another request is refused. */
    url: text('url').notNull(),
    bodyHash: text('body_hash').notNull(),
    /** Null while the first call runs. */
    result: jsonb('result'),
    done: boolean('done').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.requestKey] }),
    index('idempotent_requests_created').on(t.createdAt),
  ],
);

export const loginThrottle = pgTable('login_throttle', {
  /** `account:<lower name>` or `ip:<address>`. */
  throttleKey: text('throttle_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  // The audit log reads newest first, alone or by user, kind of record, or record (at, id desc):
  // each filter has an index ending in (at, id), so a page is read from an index, never sorted.
  (t) => [
    index('audit_events_at').on(t.at, t.id),
    index('audit_events_actor_at').on(t.actor, t.at, t.id),
    index('audit_events_entity_at').on(t.entity, t.at, t.id),
    index('audit_events_entity').on(t.entity, t.entityId, t.at, t.id),
  ],
);

export const files = pgTable('files', {
  id: text('id').primaryKey(),
  originalName: text('original_name').notNull(),
  storedPath: text('stored_path').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  createBy: text('create_by'),
  createAt: timestamp('create_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Gap-free, duplicate-free number series (incremented inside the creating transaction). */
export const numberSeries = pgTable(
  'number_series',
  {
    seriesKey: text('series_key').notNull(),
    period: text('period').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seriesKey, t.period] })],
);

/** Review dialog outcomes (status, approved, comment, who, when) per document. */
export const approvals = pgTable(
  'approvals',
  {
    id: serial('id').primaryKey(),
    docKey: text('doc_key').notNull(),
    docId: integer('doc_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    outcome: text('outcome').notNull(),
    approved: boolean('approved').notNull(),
    comment: text('comment').notNull().default(''),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('approvals_doc').on(t.docKey, t.docId)],
);

/** Attachments of documents: links from a document to uploaded files. */
export const documentFiles = pgTable(
  'document_files',
  {
    docKey: text('doc_key').notNull(),
    docId: integer('doc_id').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    createBy: text('create_by'),
    createAt: timestamp('create_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.docKey, t.docId, t.fileId] })],
);
