import type { LeadField } from "../../../supabase/functions/_shared/lead-fields.ts";

/**
 * The qualification quiz (SPEC section 3). Labels are what visitors read; codes are what the
 * leads table stores and its CHECK constraints allow (supabase/migrations), so never rename a code.
 */
export interface QuizOption {
  code: string;
  label: string;
}

export interface QuizQuestion {
  field: LeadAnswerField;
  question: string;
  options: readonly QuizOption[];
}

/** The lead's fields the quiz answers (the form asks the others): from the one declaration of the lead's fields. */
export type LeadAnswerField = Exclude<LeadField, "name" | "whatsapp" | "email">;

export type LeadAnswers = Record<LeadAnswerField, string>;

export const quizQuestions: readonly QuizQuestion[] = [
  {
    field: "investment_type",
    question: "Como você investe hoje?",
    options: [
      { code: "bancos_corretoras", label: "Invisto de forma tradicional, por bancos ou corretoras" },
      { code: "ja_investe_exterior", label: "Já invisto no exterior" },
      { code: "capital_sem_direcao", label: "Tenho capital e quero a direção correta" },
    ],
  },
  {
    field: "capital_range",
    question: "Quanto capital você tem disponível para investir?",
    options: [
      { code: "ate_50k", label: "Até R$ 50 mil" },
      { code: "de_50k_a_250k", label: "De R$ 50 mil a R$ 250 mil" },
      { code: "acima_250k", label: "Acima de R$ 250 mil" },
    ],
  },
  {
    field: "execution_format",
    question: "Como você prefere executar as operações?",
    options: [
      { code: "execucao_ao_vivo", label: "Acompanhar a execução ao vivo e replicar" },
      { code: "copytrader", label: "CopyTrader autorizado" },
      { code: "metodo_autonomo", label: "Aprender o método e operar com autonomia" },
    ],
  },
  {
    field: "understands_discipline",
    question: "Você entende que o método exige disciplina e visão de longo prazo?",
    options: [
      { code: "sim", label: "Sim — estou entrando com essa mentalidade" },
      { code: "nao", label: "Não — ainda busco algo mais simples e rápido" },
    ],
  },
];

export const quizLength = quizQuestions.length;
