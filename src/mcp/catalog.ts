// The JSON-RPC methods besides tools, answered the same way by the lean session and the SDK server:
// resources/list, resources/templates/list, resources/read, prompts/list, prompts/get and
// completion/complete. Each takes the request's params and returns its result, or throws an
// RpcError the caller turns into a JSON-RPC error. The resources and prompts (and the calendar page
// they show) are loaded on the first of these requests, answered once they are: start-up,
// tools/list and tool calls never need them.

import type { ToolContext } from '../tools/define.js';
import type { Completion } from '../tools/resources.js';

/** -32602 for params that say something impossible; -32002 for a resource that does not exist (the initialize era's code). */
export class RpcError extends Error {
  override name = 'RpcError';
  constructor(
    readonly code: number,
    message: string,
    /** For a resource not found: its URI. */
    readonly uri?: string,
  ) {
    super(message);
  }
}

export const INVALID_PARAMS = -32602;
export const RESOURCE_NOT_FOUND = -32002;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function text(params: Record<string, unknown> | undefined, key: string, method: string): string {
  const v = params?.[key];
  if (typeof v !== 'string') throw new RpcError(INVALID_PARAMS, `Invalid params for ${method}: "${key}" (string) is required.`);
  return v;
}

/** The methods this module answers, for a session's dispatch. */
export const CATALOG_METHODS = [
  'resources/list',
  'resources/templates/list',
  'resources/read',
  'prompts/list',
  'prompts/get',
  'completion/complete',
] as const;
export type CatalogMethod = (typeof CATALOG_METHODS)[number];

export const isCatalogMethod = (method: string): method is CatalogMethod => (CATALOG_METHODS as readonly string[]).includes(method);

type Parts = readonly [typeof import('../tools/resources.js'), typeof import('../tools/prompts.js')];
let parts: Parts | undefined;
let loading: Promise<Parts> | undefined;

/** The resources and prompts: loaded, or (on the first catalog request) a promise of them. */
function loadParts(): Parts | Promise<Parts> {
  return (
    parts ?? (loading ??= Promise.all([import('../tools/resources.js'), import('../tools/prompts.js')]).then((loaded) => (parts = loaded)))
  );
}

/**
 * One catalog request's result, or an RpcError thrown; the first request's is a promise, settled once
 * the resources and prompts are loaded, and every later one is answered at once.
 */
export function answerCatalog(
  ctx: ToolContext,
  method: CatalogMethod,
  params: Record<string, unknown> | undefined,
): Record<string, unknown> | Promise<Record<string, unknown>> {
  const loaded = loadParts();
  return loaded instanceof Promise ? loaded.then((p) => answerWith(p, ctx, method, params)) : answerWith(loaded, ctx, method, params);
}

function answerWith(
  parts: Parts,
  ctx: ToolContext,
  method: CatalogMethod,
  params: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const [{ readResource, RESOURCE_TEMPLATES, RESOURCES, ResourceError }, { getPrompt, PROMPT_LIST, PromptError }] = parts;
  switch (method) {
    case 'resources/list':
      return { resources: RESOURCES };
    case 'resources/templates/list':
      return { resourceTemplates: RESOURCE_TEMPLATES };
    case 'resources/read': {
      const uri = text(params, 'uri', method);
      try {
        return { contents: [readResource(ctx, uri)] };
      } catch (e) {
        if (e instanceof ResourceError) throw new RpcError(e.kind === 'not-found' ? RESOURCE_NOT_FOUND : INVALID_PARAMS, e.message, e.uri);
        throw e;
      }
    }
    case 'prompts/list':
      return { prompts: PROMPT_LIST };
    case 'prompts/get': {
      const name = text(params, 'name', method);
      try {
        return getPrompt(ctx, name, params?.arguments);
      } catch (e) {
        if (e instanceof PromptError) throw new RpcError(INVALID_PARAMS, e.message);
        throw e;
      }
    }
    case 'completion/complete':
      return { completion: complete(ctx, params, parts) };
  }
}

/** completion/complete: suggestions for a prompt argument or a template variable; an empty list for anything unknown. */
function complete(
  ctx: ToolContext,
  params: Record<string, unknown> | undefined,
  [{ completeResource }, { completePrompt }]: Parts,
): Completion {
  const ref = params?.ref;
  const argument = params?.argument;
  if (!isObject(ref) || !isObject(argument) || typeof argument.name !== 'string' || typeof argument.value !== 'string') {
    throw new RpcError(
      INVALID_PARAMS,
      'Invalid params for completion/complete: "ref" ({type, uri} or {type, name}) and "argument" ({name, value}) are required.',
    );
  }
  if (ref.type === 'ref/resource' && typeof ref.uri === 'string') return completeResource(ctx, ref.uri, argument.name, argument.value);
  if (ref.type === 'ref/prompt' && typeof ref.name === 'string') return completePrompt(ctx, ref.name, argument.name, argument.value);
  throw new RpcError(
    INVALID_PARAMS,
    'Invalid params for completion/complete: ref.type is "ref/resource" (with uri) or "ref/prompt" (with name).',
  );
}
