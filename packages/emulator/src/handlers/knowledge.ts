import { randomBytes, randomUUID } from 'node:crypto';
import type { EmulatorContext } from '../context';
import { collectionIn } from '../engine';
import { notFound } from '../http';
import { answerMessages, eventStream } from '../model/searchEngine';
import type { Handlers } from './types';

/*
 * Answer agents (the engine keeps them): an answer streams as server-sent events whose header opens a
 * conversation, its id and a token; a follow-up names both and continues it (404 for a conversation the
 * agent did not open, or a token that is not its own).
 */
const AGENTS = '/api/preview/organizations/{org}/agents';
const conversationsOf = (ctx: EmulatorContext) =>
  ctx.store.collection<Record<string, string>>('agentConversations', 'Conversation');

const answering = (followUp: boolean) => async (ctx: EmulatorContext) => {
  const agentId = collectionIn(ctx.store, AGENTS).get(ctx.params.agentId).id;
  const body = await ctx.json();
  const conversations = conversationsOf(ctx);
  const known = followUp ? conversations.records.get(body.conversationId) : undefined;
  if (followUp && !(known?.agentId === agentId && known?.token === body.conversationToken))
    throw notFound('For this agent, the conversation', String(body.conversationId));
  const { id, token } =
    known ?? conversations.insert({ id: randomUUID(), token: randomBytes(24).toString('hex'), agentId });
  return eventStream(answerMessages(ctx.store, body, { conversationId: id, conversationToken: token }));
};

export const knowledgeHandlers: Handlers = {
  'knowledge.agents.answer': answering(false),
  'knowledge.agents.followUp': answering(true),
};
