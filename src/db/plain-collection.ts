import { OperationError, Query } from '@msw/data';
import type { z } from 'zod';

/** A query as @msw/data's collections take it: a function of a fresh query, or a query. */
export type QueryOf<T> = ((query: Query<T>) => Query<T>) | Query<T>;

/** `orderBy` as @msw/data reads it: a direction per member, nested members by nesting. */
export type OrderBy = { [member: string]: 'asc' | 'desc' | OrderBy };

export interface FindOptions {
  /** Matching records to take (after `skip`). */
  take?: number;
  /** Matching records to skip. */
  skip?: number;
  orderBy?: OrderBy | OrderBy[];
  /** Throw when nothing matches. */
  strict?: boolean;
}

export interface UpdateOptions<T> {
  /** Changes the draft (a copy of the record) in place. */
  data: (draft: T) => void | Promise<void>;
  strict?: boolean;
}

function criteria(orderBy: OrderBy | OrderBy[], path: string[] = []): Array<[string[], string]> {
  return (Array.isArray(orderBy) ? orderBy : [orderBy]).flatMap((entry) =>
    Object.entries(entry).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[[...path, key], value] as [string[], string]]
        : criteria(value, [...path, key]),
    ),
  );
}

function at(record: unknown, path: string[]): unknown {
  let value = record;
  for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

function sorted<T>(records: T[], orderBy: OrderBy | OrderBy[] | undefined): T[] {
  if (!orderBy) return records;
  const by = criteria(orderBy);
  return records.sort((left, right) => {
    for (const [path, direction] of by) {
      const a = at(left, path) as string | number;
      const b = at(right, path) as string | number;
      if (a > b) return direction === 'asc' ? 1 : -1;
      if (a < b) return direction === 'asc' ? -1 : 1;
    }
    return 0;
  });
}

// @msw/data's error codes are an enum it does not export: the same strings, typed as its own.
type ErrorCode = ConstructorParameters<typeof OperationError>[1];

const strictMiss = (what: string) =>
  new OperationError(
    `Failed to execute "${what}" on collection: no record found matching the query`,
    'STRICT_QUERY_WITHOUT_RESULTS' as unknown as ErrorCode,
  );

/**
 * A collection with @msw/data's API (create, findFirst, findMany, update, delete, their `Many`
 * forms, count, all, clear) over a plain array, for the records the builder writes on every
 * message (docs/decisions/0033-builder-history-in-plain-collections.md). Each record is checked
 * against its zod schema on create and update, as @msw/data does (unknown members stripped, an
 * invalid record refused with INVALID_INITIAL_VALUES); what @msw/data adds on top, a sanitizing
 * deep copy, primary-key symbols and update hooks through mutative, made it ~10 % of a builder
 * message's CPU. A record is never changed in place: an update stores a new object, so a reply
 * that holds a record stays as it was sent, and `all()` is the live array, as @msw/data's is
 * (src/db/seed-base.ts and src/db/remove-where.ts rely on both).
 *
 * @example
 * const sessions = new PlainCollection({ schema: sessionSchema });
 * await sessions.create(session);
 * sessions.findFirst((q) => q.where({ id: session.id }));
 */
export class PlainCollection<S extends z.ZodType<object>> {
  readonly #records: Array<z.output<S>> = [];
  readonly options: { readonly schema: S };

  constructor(options: { schema: S }) {
    this.options = options;
  }

  /** The record as the schema reads it: new objects and arrays, unknown members dropped. */
  #parse(values: unknown, action: string): z.output<S> {
    const result = this.options.schema.safeParse(values);
    if (!result.success) {
      const issues = result.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || '/'} ${issue.message}`);
      throw new OperationError(
        `Failed to ${action}: does not match the schema (${issues.join('; ')}).`,
        'INVALID_INITIAL_VALUES' as unknown as ErrorCode,
      );
    }
    return result.data;
  }

  #query(predicate: QueryOf<z.output<S>>): Query<z.output<S>> {
    return predicate instanceof Query ? predicate : predicate(new Query());
  }

  /** Indexes of the records a query (or one record, by reference) selects, in store order. */
  #select(predicate: QueryOf<z.output<S>> | z.output<S>, first: boolean): number[] {
    const records = this.#records;
    if (typeof predicate !== 'function' && !(predicate instanceof Query)) {
      const index = records.indexOf(predicate);
      return index === -1 ? [] : [index];
    }
    const query = this.#query(predicate);
    const found: number[] = [];
    for (let i = 0; i < records.length; i += 1) {
      if (query.test(records[i] as z.output<S>)) {
        found.push(i);
        if (first) break;
      }
    }
    return found;
  }

  /** Validates and stores a new record; returns it. */
  async create(values: z.input<S>): Promise<z.output<S>> {
    const record = this.#parse(values, 'create a new record with initial values');
    this.#records.push(record);
    return record;
  }

  async createMany(
    count: number,
    factory: (index: number) => z.input<S>,
  ): Promise<Array<z.output<S>>> {
    const created: Array<z.output<S>> = [];
    for (let i = 0; i < count; i += 1) created.push(await this.create(factory(i)));
    return created;
  }

  /** The first record the query matches (the first record without a query). */
  findFirst<Strict extends boolean = false>(
    predicate?: QueryOf<z.output<S>>,
    options: { strict?: Strict } = {},
  ): Strict extends true ? z.output<S> : z.output<S> | undefined {
    const record =
      predicate === undefined
        ? this.#records[0]
        : this.#records[this.#select(predicate, true)[0] ?? -1];
    if (record === undefined && options.strict) throw strictMiss('findFirst');
    return record as z.output<S>;
  }

  /** Every record the query matches, in store order unless `orderBy` says otherwise. */
  findMany(predicate?: QueryOf<z.output<S>>, options: FindOptions = {}): Array<z.output<S>> {
    let records =
      predicate === undefined
        ? this.#records.slice()
        : this.#select(predicate, false).map((index) => this.#records[index] as z.output<S>);
    if (options.skip !== undefined || options.take !== undefined) {
      const skip = options.skip ?? 0;
      records = records.slice(skip, options.take === undefined ? undefined : skip + options.take);
    }
    if (records.length === 0 && options.strict) throw strictMiss('findMany');
    return sorted(records, options.orderBy);
  }

  /** A changed copy of the record at `index`, validated, in its place. */
  async #replace(index: number, data: UpdateOptions<z.output<S>>['data']): Promise<z.output<S>> {
    // Parsing is the deep copy: the draft shares no object with the stored record.
    const draft = this.#parse(this.#records[index], 'update a record');
    await data(draft);
    const next = this.#parse(draft, 'update a record');
    this.#records[index] = next;
    return next;
  }

  /** Updates the first record the query (or reference) selects; returns the new record. */
  async update<Strict extends boolean = false>(
    predicate: QueryOf<z.output<S>> | z.output<S>,
    options: UpdateOptions<z.output<S>> & { strict?: Strict },
  ): Promise<Strict extends true ? z.output<S> : z.output<S> | undefined> {
    const [index] = this.#select(predicate, true);
    if (index === undefined) {
      if (options.strict) throw strictMiss('update');
      return undefined as never;
    }
    return this.#replace(index, options.data);
  }

  async updateMany(
    predicate: QueryOf<z.output<S>>,
    options: UpdateOptions<z.output<S>> & { orderBy?: OrderBy | OrderBy[] },
  ): Promise<Array<z.output<S>>> {
    const indexes = this.#select(predicate, false);
    if (indexes.length === 0 && options.strict) throw strictMiss('updateMany');
    const updated: Array<z.output<S>> = [];
    for (const index of indexes) updated.push(await this.#replace(index, options.data));
    return sorted(updated, options.orderBy);
  }

  /** Deletes the first record the query (or reference) selects; returns it. */
  delete<Strict extends boolean = false>(
    predicate: QueryOf<z.output<S>> | z.output<S>,
    options: { strict?: Strict } = {},
  ): Strict extends true ? z.output<S> : z.output<S> | undefined {
    const [index] = this.#select(predicate, true);
    if (index === undefined) {
      if (options.strict) throw strictMiss('delete');
      return undefined as never;
    }
    return this.#records.splice(index, 1)[0] as z.output<S>;
  }

  deleteMany(
    predicate: QueryOf<z.output<S>>,
    options: { strict?: boolean; orderBy?: OrderBy | OrderBy[] } = {},
  ): Array<z.output<S>> {
    const indexes = this.#select(predicate, false);
    if (indexes.length === 0 && options.strict) throw strictMiss('deleteMany');
    const deleted = indexes.map((index) => this.#records[index] as z.output<S>);
    const gone = new Set(indexes);
    let kept = 0;
    for (let i = 0; i < this.#records.length; i += 1) {
      if (!gone.has(i)) this.#records[kept++] = this.#records[i] as z.output<S>;
    }
    this.#records.length = kept;
    return sorted(deleted, options.orderBy);
  }

  count(): number {
    return this.#records.length;
  }

  /** The live array of records (not a copy), in the order they were created. */
  all(): Array<z.output<S>> {
    return this.#records;
  }

  clear(): void {
    this.#records.length = 0;
  }
}
