import { RestError } from '../errors.js';
import { fuzzySuggestion } from '../fuzzy.js';
import { type ForeignKey, qualified, type Relation, type SchemaCache } from '../schema-cache.js';
import { qualifiedName, quoteIdent } from './sql.js';

/** How an embedded relation joins its parent. */
export type Relationship =
  | {
      /** The parent holds the FK (many-to-one), or the child does (one-to-many). */
      kind: 'many-to-one' | 'one-to-many';
      fk: ForeignKey;
      target: Relation;
      /** Parent columns and the target columns they equal, pairwise. */
      parentColumns: string[];
      targetColumns: string[];
    }
  | {
      kind: 'many-to-many';
      target: Relation;
      junction: Relation;
      /** FK junction → parent and FK junction → target. */
      toParent: ForeignKey;
      toTarget: ForeignKey;
    };

/** Whether `columns` are exactly one unique key (or the primary key) of `relation`. */
function isUniqueKey(relation: Relation, columns: string[]): boolean {
  const sorted = [...columns].sort().join(',');
  return relation.uniqueKeys.some((key) => key.join(',') === sorted);
}

/** PostgREST's cardinality: a foreign key over a unique key is one-to-one either way. */
function cardinality(rel: Relationship, parent: Relation): string {
  if (rel.kind === 'many-to-many') return 'many-to-many';
  const holder = rel.kind === 'many-to-one' ? parent : rel.target;
  return isUniqueKey(holder, rel.fk.columns) ? 'one-to-one' : rel.kind;
}

/** PostgREST's `details` entry of an ambiguous embedding. */
function describe(rel: Relationship, parent: Relation) {
  const cols = (columns: string[]) => `(${columns.join(', ')})`;
  const relationship =
    rel.kind === 'many-to-many'
      ? `${rel.junction.name} using ${rel.toParent.name}${cols(rel.toParent.columns)} and ${rel.toTarget.name}${cols(rel.toTarget.columns)}`
      : `${rel.fk.name} using ${parent.name}${cols(rel.parentColumns)} and ${rel.target.name}${cols(rel.targetColumns)}`;
  return {
    cardinality: cardinality(rel, parent),
    embedding: `${parent.name} with ${rel.target.name}`,
    relationship,
  };
}

const RANK: Record<string, number> = {
  'one-to-many': 0,
  'many-to-one': 1,
  'one-to-one': 2,
  'many-to-many': 3,
};

/** Orders candidates as PostgREST's schema cache does: by kind, then constraint and columns. */
function sortKey(rel: Relationship, parent: Relation): string {
  const rank = RANK[cardinality(rel, parent)] ?? 9;
  const parts =
    rel.kind === 'many-to-many'
      ? [rel.junction.schema, rel.junction.name, rel.toParent.name, rel.toTarget.name]
      : [rel.fk.name, ...rel.parentColumns, '\u0000', ...rel.targetColumns];
  return `${rel.target.schema}\u0000${rel.target.name}\u0000${rank}\u0000${parts.join('\u0000')}`;
}

/** Every relationship from `parent` to other relations (or itself), PostgREST-style. */
function candidates(cache: SchemaCache, parent: Relation): Relationship[] {
  const out: Relationship[] = [];
  const parentKey = qualified(parent.schema, parent.name);
  for (const fk of cache.foreignKeys) {
    const from = qualified(fk.schema, fk.table);
    const to = qualified(fk.refSchema, fk.refTable);
    // A foreign key read forwards points at one row; read backwards, at many.
    const directions = [
      ['many-to-one', from, to, fk.columns, fk.refColumns],
      ['one-to-many', to, from, fk.refColumns, fk.columns],
    ] as const;
    for (const [kind, self, other, parentColumns, targetColumns] of directions) {
      const target = self === parentKey ? cache.relations.get(other) : undefined;
      if (target) out.push({ kind, fk, target, parentColumns, targetColumns });
    }
  }
  // Many-to-many through a junction whose two foreign keys are part of its primary key.
  for (const junction of cache.relations.values()) {
    const key = qualified(junction.schema, junction.name);
    const fks = cache.foreignKeys.filter(
      (fk) =>
        qualified(fk.schema, fk.table) === key &&
        fk.columns.every((column) => junction.primaryKey.includes(column)),
    );
    for (const toParent of fks) {
      if (qualified(toParent.refSchema, toParent.refTable) !== parentKey) continue;
      for (const toTarget of fks) {
        if (toTarget === toParent) continue;
        const target = cache.relations.get(qualified(toTarget.refSchema, toTarget.refTable));
        if (target) out.push({ kind: 'many-to-many', target, junction, toParent, toTarget });
      }
    }
  }
  return out;
}

const sameColumns = (columns: string[], name: string) =>
  columns.length === 1 && columns[0] === name;

const isView = (relation: Relation) =>
  relation.kind === 'view' || relation.kind === 'materialized_view';

/**
 * PostgREST's hint for PGRST200: when the parent has relationships, a near miss among the
 * tables it relates to (none when the name is one of them: the embed hint was the problem);
 * otherwise a near miss among the schema's tables that have any.
 */
function noRelationHint(
  cache: SchemaCache,
  parent: Relation,
  name: string,
  all: Relationship[],
): string | null {
  const [wrong, near] =
    all.length > 0
      ? [name, fuzzySuggestion(name, [...new Set(all.map((rel) => rel.target.name))])]
      : [
          parent.name,
          fuzzySuggestion(
            parent.name,
            [...cache.relations.values()]
              .filter((r) => r.schema === parent.schema && candidates(cache, r).length > 0)
              .map((r) => r.name),
          ),
        ];
  return near ? `Perhaps you meant '${near}' instead of '${wrong}'.` : null;
}

/**
 * Whether the embed `name!hint` of `parent` means `rel`, by PostgREST's `findRel` rules.
 * Without a hint: the target's name, or (never towards a view) a foreign key's name or a
 * single FK column of the parent. With one: the target's name, narrowed by FK name, an FK
 * column on either side or a junction. In a self-reference the table name means the children
 * (a hint naming their FK column) and the FK column the parent row.
 */
function embedMatches(
  rel: Relationship,
  parent: Relation,
  name: string,
  hint: string | undefined,
): boolean {
  if (rel.kind !== 'many-to-many' && rel.target === parent) {
    const children = rel.kind === 'one-to-many' && rel.target.name === name;
    if (hint !== undefined) return children && sameColumns(rel.targetColumns, hint);
    return children || (rel.kind === 'many-to-one' && sameColumns(rel.parentColumns, name));
  }
  if (hint === undefined) {
    if (rel.target.name === name) return true;
    if (rel.kind === 'many-to-many' || isView(rel.target)) return false;
    return rel.fk.name === name || sameColumns(rel.parentColumns, name);
  }
  if (rel.target.name !== name) return false;
  if (rel.kind === 'many-to-many') {
    return rel.junction.name === hint || rel.toParent.name === hint || rel.toTarget.name === hint;
  }
  return (
    rel.fk.name === hint ||
    sameColumns(rel.parentColumns, hint) ||
    sameColumns(rel.targetColumns, hint)
  );
}

/**
 * Finds the one relationship an embed `name!hint` means from `parent`: the target may be
 * named by its table name, by a foreign key's name, or by a foreign key column of the
 * parent; `hint` narrows by FK name, FK column or junction name.
 * @throws {RestError} PGRST200 when none matches, PGRST201 when several do.
 */
export function findRelationship(
  cache: SchemaCache,
  parent: Relation,
  name: string,
  hint: string | undefined,
): Relationship {
  const all = candidates(cache, parent);
  const matches = all.filter((rel) => embedMatches(rel, parent, name, hint));
  if (matches.length === 1) return matches[0] as Relationship;
  if (matches.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${parent.schema}', but no matches were found.`,
      noRelationHint(cache, parent, name, all),
    );
  }
  const ordered = matches
    .map((rel) => ({ rel, key: sortKey(rel, parent) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((entry) => entry.rel);
  const options = ordered.map((rel) =>
    rel.kind === 'many-to-many'
      ? `'${rel.target.name}!${rel.junction.name}'`
      : `'${rel.target.name}!${rel.fk.name}'`,
  );
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
    ordered.map((rel) => describe(rel, parent)),
    `Try changing '${name}' to one of the following: ${options.join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

/** Whether the embed yields one object (or null) rather than an array. */
export function isToOne(rel: Relationship): boolean {
  if (rel.kind === 'many-to-one') return true;
  if (rel.kind === 'one-to-many') {
    // A one-to-many whose FK columns are the child's primary key (or unique) is one-to-one.
    return isUniqueKey(rel.target, rel.targetColumns);
  }
  return false;
}

/** The SQL that joins an embedded level to its parent along a relationship. */
export function joinCondition(rel: Relationship, parentAlias: string, childAlias: string): string {
  if (rel.kind === 'many-to-many') {
    const j = quoteIdent(`${childAlias}_j`);
    const toParent = rel.toParent.columns
      .map(
        (c, i) =>
          `${j}.${quoteIdent(c)} = ${quoteIdent(parentAlias)}.${quoteIdent(rel.toParent.refColumns[i] as string)}`,
      )
      .join(' and ');
    const toTarget = rel.toTarget.columns
      .map(
        (c, i) =>
          `${j}.${quoteIdent(c)} = ${quoteIdent(childAlias)}.${quoteIdent(rel.toTarget.refColumns[i] as string)}`,
      )
      .join(' and ');
    return `exists (select 1 from ${qualifiedName(rel.junction.schema, rel.junction.name)} as ${j} where ${toParent} and ${toTarget})`;
  }
  return rel.targetColumns
    .map(
      (c, i) =>
        `${quoteIdent(childAlias)}.${quoteIdent(c)} = ${quoteIdent(parentAlias)}.${quoteIdent(rel.parentColumns[i] as string)}`,
    )
    .join(' and ');
}
