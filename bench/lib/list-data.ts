import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../server/src/platform/db/client.ts';
import { mnemonicOf, pinyinOf } from '../../server/src/platform/documents/mnemonic.ts';

/**
 * Set-based generation of master-data rows for the list bench: a handful of referenced rows
 * (product types, units, package specs, regions, currencies), then products and suppliers from
 * `generate_series` in chunks (progress is printed per chunk). Values come from `hashint4(g)`, so
 * every run generates the same rows; ≈ 10 % are DISCARDED, the rest EBL.
 */
const CHUNK = 100_000;

const colours = ['酞菁蓝', '铁红', '炭黑', '钛白', '永固紫', '酞菁绿', '铁黄', '群青'];
const pigments = ['PB15:3', 'PR101', 'PBk7', 'PW6', 'PV23', 'PG7', 'PY42', 'PB29'];
const productWords = ['色浆', '分散液', '碳纳米管分散液', '水性色浆', '油性色浆'];
const cities = ['上海', '苏州', '常州', '无锡', '杭州', '宁波', '广州', '深圳', '天津', '青岛'];
const brands = [
  '金彩',
  '恒彩',
  '华彩',
  '永固',
  '联创',
  '天润',
  '嘉宝',
  '瑞丰',
  '新亚',
  '宏达',
  '中科',
  '立邦',
];
const trades = ['化工', '颜料', '新材料', '科技', '贸易', '涂料'];
const surnames = ['张', '王', '李', '赵', '刘', '陈', '杨', '黄', '周', '吴'];
const given = ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋', '勇', '军', '建国', '海燕'];

/** `words[1 + (h / div) % words.length]` in SQL, `h` being the row's hash (constant words only). */
function word(words: string[], div = 1): SQL {
  const literal = words.map((w) => `'${w}'`).join(',');
  return sql.raw(`(array[${literal}])[1 + (h / ${div}) % ${words.length}]`);
}

/**
 * The mnemonic of the word `word(words, div)` picks, from the server's own mnemonicOf: a name
 * made of words has the mnemonics of its words, so a million rows need no JavaScript per row.
 */
function initials(words: string[], div = 1): SQL {
  return word(words.map(mnemonicOf), div);
}

/** The full pinyin of the word `word(words, div)` picks (the first half of pinyinOf). */
function fullPinyin(words: string[], div = 1): SQL {
  return word(
    words.map((w) => pinyinOf(w).split(' ')[0]),
    div,
  );
}

async function run(db: Db, query: SQL): Promise<void> {
  await db.execute(query);
}

export async function insertReferenceRows(db: Db): Promise<void> {
  const rows = (table: string, cols: string, values: string[]) =>
    run(db, sql.raw(`insert into ${table} (${cols}, status, create_by) values ${values.join(', ')}`));
  await rows(
    'md_units',
    'code, name, dimension, ratio',
    [
      `('kg', '千克', 'MASS', 1000000)`,
      `('t', '吨', 'MASS', 1000000000)`,
      `('L', '升', 'VOLUME', 1000000)`,
      `('tong', '桶', 'COUNT', 1000000)`,
    ].map((v) => v.replace(/\)$/, ", 'EBL', 'bench')")),
  );
  await rows(
    'md_product_types',
    'code, name',
    productWords.concat('色粉').map((w, i) => `('PT${i + 1}', '${w}', 'EBL', 'bench')`),
  );
  await rows(
    'md_package_specs',
    'code, name, package_type, net_weight',
    [1, 5, 20, 25, 200, 1000].map(
      (kg) => `('BZ${kg}', '${kg}kg/桶', '桶', ${kg * 1_000_000}, 'EBL', 'bench')`,
    ),
  );
  await rows(
    'md_locations',
    'code, name, level',
    cities.map((c, i) => `('L${i + 1}', '${c}', '市', 'EBL', 'bench')`),
  );
  await rows('md_currencies', 'code, name, symbol', [
    `('CNY', '人民币', '¥', 'EBL', 'bench')`,
    `('USD', '美元', '$', 'EBL', 'bench')`,
    `('EUR', '欧元', '€', 'EBL', 'bench')`,
  ]);
}

const ids = (table: string) => sql.raw(`(select array_agg(id order by id) from ${table})`);

function productChunk(from: number, to: number): SQL {
  const grade = ['A', 'B', 'S', 'X', 'HF'];
  const mnemonic = sql`${initials(colours)} || ${initials(productWords, 8)} || ${initials(grade, 40)} || (1 + (h / 200) % 999)::text`;
  return sql`insert into md_products (code, name, mnemonic, name_pinyin, product_type_id, unit_id, package_spec_id,
      level, spec, base_price, color_index, status, create_by)
    select 'CP' || lpad(g::text, 7, '0'),
      ${word(colours)} || ${word(productWords, 8)} || ' ' || ${word(grade, 40)}
        || '-' || (1 + (h / 200) % 999)::text,
      ${mnemonic},
      ${fullPinyin(colours)} || ${fullPinyin(productWords, 8)} || ${fullPinyin(grade, 40)}
        || (1 + (h / 200) % 999)::text || ' ' || ${mnemonic},
      types[1 + (h / 8) % 5 + (case when h % 50 = 0 then 1 else 0 end)], units[1 + (h / 3) % 4],
      case when h % 4 = 0 then null else specs[1 + (h / 16) % 6] end,
      ${word(['一级', '二级', '优级', '合格'], 1000)}, ${word(['1kg/桶', '5kg/桶', '20kg/桶', '200kg/桶'], 64)},
      (10 + h % 500)::bigint * 1000000, ${word(pigments)},
      case when h % 10 = 0 then 'DISCARDED' else 'EBL' end, 'bench'
    from generate_series(${from}::int, ${to}::int) g
      cross join lateral (select abs(hashint4(g)) as h) x,
      (select ${ids('md_product_types')} as types, ${ids('md_units')} as units,
              ${ids('md_package_specs')} as specs) r`;
}

function supplierChunk(from: number, to: number): SQL {
  const mnemonic = sql`${initials(cities)} || ${initials(brands, 10)} || ${initials(trades, 120)} || 'yxgs' || g`;
  return sql`insert into md_suppliers (code, name, mnemonic, name_pinyin, short_name, contact, mobile, phone,
      location_id, address, tax_no, currency_id, payment_terms, status, create_by)
    select 'GYS' || lpad(g::text, 7, '0'),
      ${word(cities)} || ${word(brands, 10)} || ${word(trades, 120)} || '有限公司（' || g || '）',
      ${mnemonic},
      ${fullPinyin(cities)} || ${fullPinyin(brands, 10)} || ${fullPinyin(trades, 120)} || 'youxiangongsi' || g
        || ' ' || ${mnemonic},
      ${word(cities)} || ${word(brands, 10)},
      ${word(surnames, 7)} || ${word(given, 70)},
      '1' || ${word(['3', '5', '8'], 3)} || lpad((h % 1000000000)::text, 9, '0'),
      '0512-' || lpad((h % 100000000)::text, 8, '0'),
      locs[1 + h % 10], ${word(cities)} || '市工业园区' || (1 + h % 300) || '号',
      '91320' || lpad((h % 1000000000)::text, 13, '0'),
      currs[case when h % 10 < 8 then 1 when h % 10 = 8 then 2 else 3 end],
      ${word(['月结30天', '月结60天', '款到发货', '货到付款'], 11)},
      case when h % 10 = 0 then 'DISCARDED' else 'EBL' end, 'bench'
    from generate_series(${from}::int, ${to}::int) g
      cross join lateral (select abs(hashint4(g)) as h) x,
      (select ${ids('md_locations')} as locs, ${ids('md_currencies')} as currs) r`;
}

export interface Generated {
  table: string;
  rows: number;
  insertMs: number;
  indexMs: number;
  analyzeMs: number;
}

/** Inserts `rows` rows in chunks, then VACUUM (ANALYZE)s the table. */
export async function generate(
  db: Db,
  kind: 'product' | 'supplier',
  rows: number,
  progress: (line: string) => void,
): Promise<Generated> {
  const table = kind === 'product' ? 'md_products' : 'md_suppliers';
  const chunk = kind === 'product' ? productChunk : supplierChunk;
  // A bulk load as a DBA does it: the table's secondary indexes (trigram ones are slow to fill row by
  // row) are dropped, the rows inserted, the indexes built again from the migration's definitions.
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where tablename = ${table} and indexname <> ${`${table}_pkey`}`,
  );
  for (const i of indexes) await run(db, sql.raw(`drop index "${i.name}"`));
  const t0 = performance.now();
  for (let from = 1; from <= rows; from += CHUNK) {
    const to = Math.min(rows, from + CHUNK - 1);
    await run(db, chunk(from, to));
    progress(`  ${table}: ${to.toLocaleString('en')} / ${rows.toLocaleString('en')} rows, ${sec(t0)} s`);
  }
  const insertMs = performance.now() - t0;
  const tIndex = performance.now();
  for (const i of indexes) await run(db, sql.raw(i.definition));
  const indexMs = performance.now() - tIndex;
  progress(`  ${table}: ${indexes.length} indexes built in ${sec(tIndex)} s`);
  const t1 = performance.now();
  await run(db, sql.raw(`vacuum (analyze) ${table}`));
  const analyzeMs = performance.now() - t1;
  const [{ n }] = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`));
  return {
    table,
    rows: n,
    insertMs: Math.round(insertMs),
    indexMs: Math.round(indexMs),
    analyzeMs: Math.round(analyzeMs),
  };
}

const sec = (t0: number) => ((performance.now() - t0) / 1000).toFixed(1);
