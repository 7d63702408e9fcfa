// Type tests of what GET methods resolve to (GetResult), compiled by getResult.test.ts and by
// `npm run lint`: a GET's type says `undefined` only where the caller passed a `signal`.
import {
  type DetailedPipelineModel,
  type FieldModel,
  type GetResult,
  PlatformClient,
  paginate,
  type RequestSettings,
  type SourceFieldModel,
  type SourceModel,
  waitUntil,
} from '@platform-admin/client';
import { expectTypeOf } from 'vitest';

const platform = new PlatformClient({ accessToken: 'xx', organizationId: 'myorg' });
const controller = new AbortController();
const settings: RequestSettings = { timeoutMs: 5000 };

export async function getResults(): Promise<void> {
  // No settings, or settings without a signal: the answer itself.
  expectTypeOf(platform.fields.get('title')).resolves.toEqualTypeOf<FieldModel>();
  expectTypeOf(
    platform.fields.get('title', { headers: { 'x-trace': '1' } }),
  ).resolves.toEqualTypeOf<FieldModel>();
  expectTypeOf(platform.fields.get('title', { timeoutMs: 5000 })).resolves.toEqualTypeOf<FieldModel>();
  // A signal, or settings that may hold one: `undefined` when aborted.
  expectTypeOf(platform.fields.get('title', { signal: controller.signal })).resolves.toEqualTypeOf<
    FieldModel | undefined
  >();
  expectTypeOf(platform.fields.get('title', settings)).resolves.toEqualTypeOf<FieldModel | undefined>();
  // @ts-expect-error: a GET given a signal may resolve to undefined
  const aborted: FieldModel = await platform.fields.get('title', { signal: controller.signal });
  void aborted;

  // The README's read-modify-write compiles as written.
  const field = await platform.fields.get('title');
  await platform.fields.update('title', { ...field, description: 'Title of the document' });

  // Methods written by hand (a query before the settings), and nested families, alike.
  expectTypeOf(platform.sources.fields.get('title')).resolves.toEqualTypeOf<SourceFieldModel>();
  expectTypeOf(
    platform.sources.fields.get('title', {}, { signal: controller.signal }),
  ).resolves.toEqualTypeOf<SourceFieldModel | undefined>();
  expectTypeOf(platform.pipelines.get('p1')).resolves.toEqualTypeOf<DetailedPipelineModel>();
  expectTypeOf(platform.pipelines.get('p1', {}, settings)).resolves.toEqualTypeOf<
    DetailedPipelineModel | undefined
  >();

  // Other calls resolve to their answer whatever the settings: an abort rejects them.
  expectTypeOf(
    platform.fields.update('title', { name: 'title' }, { signal: controller.signal }),
  ).resolves.toEqualTypeOf<Record<string, never>>();

  // The helpers that read GETs take either.
  for await (const source of paginate<SourceModel>((page) => platform.sources.list({ page, perPage: 100 }))) {
    expectTypeOf(source).toEqualTypeOf<SourceModel>();
  }
  for await (const source of paginate<SourceModel>((page) =>
    platform.sources.list({ page, perPage: 100 }, { signal: controller.signal }),
  )) {
    expectTypeOf(source).toEqualTypeOf<SourceModel>();
  }
  const idle = (source: SourceModel) => source.information?.sourceStatus?.type === 'IDLE';
  expectTypeOf(await waitUntil(() => platform.sources.get('s'), idle)).toEqualTypeOf<SourceModel>();
  expectTypeOf(
    await waitUntil(() => platform.sources.get('s', { signal: controller.signal }), idle),
  ).toEqualTypeOf<SourceModel>();

  // The type on its own.
  expectTypeOf<GetResult<number, {}>>().toEqualTypeOf<number>();
  expectTypeOf<GetResult<number, undefined>>().toEqualTypeOf<number>();
  expectTypeOf<GetResult<number, { signal: null }>>().toEqualTypeOf<number>();
  expectTypeOf<GetResult<number, { signal: AbortSignal }>>().toEqualTypeOf<number | undefined>();
  expectTypeOf<GetResult<number, { signal: AbortSignal } | undefined>>().toEqualTypeOf<number | undefined>();
  expectTypeOf<GetResult<number, RequestSettings>>().toEqualTypeOf<number | undefined>();
}
