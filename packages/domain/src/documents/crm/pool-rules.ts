/**
 * The public pool's rules (公海规则), set on the 公海设置 screen: yudao's contactExpireDays /
 * dealExpireDays with notifyDays, days per customer level (CordysCRM #852), Wukong's daily claim
 * limit, an owned-customers limit and a former owner's waiting time. Days are whole calendar days
 * between yyyymmdd dates; a customer is returned on the N-th day without a follow-up, reminded
 * from the (N−K)-th.
 */
export interface LevelDays {
  /** Days without a follow-up for customers of this level (overrides contactExpireDays). */
  contactExpireDays: number | null;
  /** Days without a deal for customers of this level (overrides dealExpireDays). */
  dealExpireDays: number | null;
}

export interface PoolSettings {
  /** The automatic return runs at all. */
  enabled: boolean;
  /** N: days without a follow-up (activity) after which a customer returns to the pool. */
  contactExpireDays: number | null;
  /** M: days without a deal after which a customer returns to the pool. */
  dealExpireDays: number | null;
  /** K: the owner is reminded this many days before the return. */
  notifyDays: number;
  /** Per customer level (P+, P, S+, S, NOT_DEALT), where set. */
  levelDays: Partial<Record<string, LevelDays>>;
  /** Customers that have dealt are returned too (by default they are exempt). */
  includeDealt: boolean;
  /** Customers one salesperson may own at most (empty: no limit). */
  maxOwned: number | null;
  /** Claims (领取) one salesperson may make per day (empty: no limit). */
  maxClaimsPerDay: number | null;
  /** D: a former owner may not reclaim a customer within this many days of its release or return. */
  reclaimBlockDays: number;
}

export const defaultPoolSettings: PoolSettings = {
  enabled: true,
  contactExpireDays: 30,
  dealExpireDays: 90,
  notifyDays: 3,
  levelDays: {},
  includeDealt: false,
  maxOwned: 200,
  maxClaimsPerDay: 10,
  reclaimBlockDays: 7,
};

/** The levels a per-level setting may name: the SPEC §3 customer evaluate levels. */
export const poolLevels = ['P+', 'P', 'S+', 'S', 'NOT_DEALT'] as const;
