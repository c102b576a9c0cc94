/** Survey answers as cart options and subscription preferences: shapes per question type, required answers. */
import { isEmail } from '../../sdk/src/email.js';
import type { Survey } from '../catalog.js';
import { invalid } from '../errors.js';
import type { SurveyOption } from '../store.js';

/**
 * Validates survey options: `{ content }` for text and email, `{ id }` for select, multiple, offer and
 * plan, `{ id, quantity }` for quantity questions; every required question answered.
 */
export function normalizeOptions(
  survey: Survey,
  raw: unknown,
  field = 'options',
  requireAll = true,
): SurveyOption[] {
  if (raw === undefined || raw === null) raw = [];
  if (!Array.isArray(raw)) throw invalid(field, `The ${field} field must be an array.`);
  const seen = new Set<number>();
  const options = raw.map((entry, index): SurveyOption => {
    const path = `${field}.${index}`;
    const { questionId, answers } = (entry ?? {}) as { questionId?: unknown; answers?: unknown };
    const question = survey.questions.find((q) => q.id === questionId);
    if (!question)
      throw invalid(
        `${path}.questionId`,
        `Question ${String(questionId)} is not part of survey ${survey.id}.`,
      );
    if (seen.has(question.id))
      throw invalid(`${path}.questionId`, `Question ${question.id} is answered twice.`);
    seen.add(question.id);
    if (!Array.isArray(answers)) throw invalid(`${path}.answers`, 'The answers field must be an array.');
    const known = (id: unknown) => question.answers.find((a) => a.id === id);
    switch (question.type) {
      case 'text':
      case 'email': {
        const normalized = answers.map((answer, i) => {
          const content = (answer as { content?: unknown })?.content;
          if (typeof content !== 'string')
            throw invalid(`${path}.answers.${i}.content`, `A ${question.type} answer needs content.`);
          if (question.type === 'email' && content !== '' && !isEmail(content)) {
            throw invalid(`${path}.answers.${i}.content`, 'The answer must be a valid email address.');
          }
          return { content };
        });
        if (normalized.length > 1) throw invalid(`${path}.answers`, 'A text question takes one answer.');
        return { questionId: question.id, answers: normalized };
      }
      case 'quantity': {
        const normalized = answers.map((answer, i) => {
          const { id, quantity } = (answer ?? {}) as { id?: unknown; quantity?: unknown };
          if (!known(id))
            throw invalid(
              `${path}.answers.${i}.id`,
              `Answer ${String(id)} is not an answer of question ${question.id}.`,
            );
          if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0) {
            throw invalid(
              `${path}.answers.${i}.quantity`,
              'A quantity answer needs a whole quantity of 0 or more.',
            );
          }
          return { id: id as number, quantity };
        });
        const total = normalized.reduce((sum, a) => sum + a.quantity, 0);
        const { minAmount, maxAmount } = question as { minAmount?: number | null; maxAmount?: number | null };
        if (minAmount != null && total < minAmount)
          throw invalid(`${path}.answers`, `Choose at least ${minAmount}.`);
        if (maxAmount != null && total > maxAmount)
          throw invalid(`${path}.answers`, `Choose at most ${maxAmount}.`);
        return { questionId: question.id, answers: normalized };
      }
      default: {
        const normalized = answers.map((answer, i) => {
          const id = (answer as { id?: unknown })?.id;
          if (!known(id))
            throw invalid(
              `${path}.answers.${i}.id`,
              `Answer ${String(id)} is not an answer of question ${question.id}.`,
            );
          return { id: id as number };
        });
        if (
          (question.type === 'select' || question.type === 'plan' || question.type === 'offer') &&
          normalized.length > 1
        ) {
          throw invalid(`${path}.answers`, `A ${question.type} question takes one answer.`);
        }
        if (question.type === 'multiple') {
          const { minCount, maxCount } = question as { minCount?: number | null; maxCount?: number | null };
          if (normalized.length && minCount != null && normalized.length < minCount)
            throw invalid(`${path}.answers`, `Choose at least ${minCount}.`);
          if (maxCount != null && normalized.length > maxCount)
            throw invalid(`${path}.answers`, `Choose at most ${maxCount}.`);
        }
        return { questionId: question.id, answers: normalized };
      }
    }
  });
  if (requireAll) {
    for (const question of survey.questions) {
      const option = options.find((o) => o.questionId === question.id);
      const answered = option?.answers.some((a) => (a.content ?? '') !== '' || a.id !== undefined) ?? false;
      if (question.required && !answered) {
        throw invalid(
          field,
          `Question ${question.id} ("${question.title}") needs an answer.`,
          'survey_incomplete',
        );
      }
    }
  }
  return options;
}

/** What the chosen answers add to one unit's price. */
export function optionsExtraPrice(survey: Survey, options: SurveyOption[], currency: string): number {
  let extra = 0;
  for (const option of options) {
    const question = survey.questions.find((q) => q.id === option.questionId)!;
    for (const answer of option.answers) {
      const known = question.answers.find((a) => a.id === answer.id) as
        { price?: Record<string, number> | null } | undefined;
      const unit = known?.price?.[currency] ?? 0;
      extra += unit * (question.type === 'quantity' ? (answer.quantity ?? 0) : 1);
    }
  }
  return extra;
}

/** The product IDs that `plan` and `offer` answers point at. */
export function answerProducts(survey: Survey, options: SurveyOption[], type: 'plan' | 'offer'): number[] {
  const ids: number[] = [];
  for (const option of options) {
    const question = survey.questions.find((q) => q.id === option.questionId)!;
    if (question.type !== type) continue;
    for (const answer of option.answers) {
      const productId = (
        question.answers.find((a) => a.id === answer.id) as { productId?: number } | undefined
      )?.productId;
      if (productId) ids.push(productId);
    }
  }
  return ids;
}
