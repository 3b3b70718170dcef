import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { evaluate, FLOOR, report } from '../chat-eval/evaluate.ts';
import { PHONE } from '@shared/business-facts.ts';
import { FACTS, FACTS_ES } from '../chat-eval/facts.ts';
import { invoke, serviceClient } from './helpers.ts';

const ask = async (question: string) => {
  const sessionId = `eval_${randomUUID().replaceAll('-', '')}`;
  const { status, body } = await invoke('chatbot', {
    sessionId,
    messages: [{ role: 'user', content: question }],
  });
  expect(status).toBe(200);
  return String(body.message);
};

describe('the chat evaluation set (npm run eval:chat)', () => {
  it('every fact a customer may ask about is stated by some seeded answer', async () => {
    const { data } = await serviceClient().from('qna_bank').select('answer');
    const answers = (data as { answer: string }[]).map((r) => r.answer.toLowerCase()).join('\n');
    const missing = [...Object.entries(FACTS), ...Object.entries(FACTS_ES)]
      .filter(([id]) => id !== 'talkToPerson')
      .filter(([, fragments]) => !fragments.some((f) => answers.includes(f.toLowerCase())));
    expect(missing).toEqual([]);
  });

  it("every seeded answer that gives a phone number gives the business's own", async () => {
    // The seed is SQL and cannot read src/content: this holds its answers to the one phone number.
    const { data } = await serviceClient().from('qna_bank').select('answer');
    const phones = (data as { answer: string }[]).flatMap(
      (r) => r.answer.match(/\(?\d{3}\)?[ .-]?\d{3}-\d{4}/g) ?? [],
    );
    expect(phones.length).toBeGreaterThan(10);
    expect(phones.filter((p) => p !== PHONE)).toEqual([]);
  });

  it(`never falls below the landed bar: >= ${FLOOR.answeredRight * 100}% right, <= ${FLOOR.unanswerableAnswered * 100}% of the rest anything but an honest reply`, async () => {
    const result = await evaluate(ask, 'all');
    console.log(report(result, 'Chat evaluation (integration)'));
    expect(result.answerable.total).toBeGreaterThanOrEqual(100);
    expect(result.unanswerable.total).toBeGreaterThanOrEqual(50);
    expect(result.answerable.rightRate).toBeGreaterThanOrEqual(FLOOR.answeredRight);
    expect(result.unanswerable.answeredRate).toBeLessThanOrEqual(FLOOR.unanswerableAnswered);
  }, 120_000);
});
