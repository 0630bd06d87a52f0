import { initialLeadFunnel, type LeadFunnelState, leadFunnelReducer } from "../lead-funnel";
import { quizQuestions } from "../lead-quiz-questions";

const answerAll = (codes: string[]): LeadFunnelState =>
  codes.reduce<LeadFunnelState>(
    (state, code, index) => leadFunnelReducer(state, { type: "answer", field: quizQuestions[index]!.field, code }),
    initialLeadFunnel,
  );

describe("leadFunnelReducer", () => {
  it("advances one question per answer and moves to the form after the fourth", () => {
    expect(answerAll(["ja_investe_exterior"])).toEqual({
      stage: "quiz",
      step: 1,
      answers: { investment_type: "ja_investe_exterior" },
    });
    expect(answerAll(["bancos_corretoras", "acima_250k", "copytrader", "sim"])).toEqual({
      stage: "form",
      answers: {
        investment_type: "bancos_corretoras",
        capital_range: "acima_250k",
        execution_format: "copytrader",
        understands_discipline: "sim",
      },
    });
  });

  it("lets the negative answer to question 4 advance too", () => {
    expect(answerAll(["bancos_corretoras", "ate_50k", "metodo_autonomo", "nao"]).stage).toBe("form");
  });

  it("ignores an answer for another question or an unknown option", () => {
    expect(leadFunnelReducer(initialLeadFunnel, { type: "answer", field: "capital_range", code: "ate_50k" })).toBe(
      initialLeadFunnel,
    );
    expect(leadFunnelReducer(initialLeadFunnel, { type: "answer", field: "investment_type", code: "crypto" })).toBe(
      initialLeadFunnel,
    );
  });

  it("reaches success only from the form, and resets from anywhere", () => {
    expect(leadFunnelReducer(initialLeadFunnel, { type: "saved" })).toBe(initialLeadFunnel);
    const success = leadFunnelReducer(answerAll(["bancos_corretoras", "ate_50k", "copytrader", "sim"]), {
      type: "saved",
    });
    expect(success).toEqual({ stage: "success" });
    expect(leadFunnelReducer(success, { type: "reset" })).toEqual(initialLeadFunnel);
  });

  it("offers the spec's answers to question 4 verbatim", () => {
    expect(quizQuestions[3]!.options.map((option) => option.label)).toEqual([
      "Sim — estou entrando com essa mentalidade",
      "Não — ainda busco algo mais simples e rápido",
    ]);
  });
});
