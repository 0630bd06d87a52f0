import { honeypotField, leadFormSchema } from "../lead-form-schema";
import cases from "./lead-field-cases.json";

type Field = "name" | "whatsapp" | "email";
const valid = { name: "Maria Souza", whatsapp: "(11) 98765-4321", email: "maria@example.com", [honeypotField]: "" };

async function messagesFor(values: Partial<typeof valid>): Promise<string[]> {
  try {
    await leadFormSchema.validate({ ...valid, ...values }, { abortEarly: false });
    return [];
  } catch (error) {
    return [...new Set((error as { errors: string[] }).errors)];
  }
}

const accepted = cases.cases.filter((entry) => entry.message === null);
const refused = cases.cases.filter((entry) => entry.message !== null);

describe("leadFormSchema, from the shared case list", () => {
  it("has cases of each kind for every field", () => {
    for (const field of ["name", "whatsapp", "email"]) {
      expect(accepted.some((entry) => entry.field === field)).toBe(true);
      expect(refused.some((entry) => entry.field === field)).toBe(true);
    }
  });

  it.each(accepted.map((entry) => [entry.label, entry] as const))("accepts %s", async (_label, entry) => {
    await expect(messagesFor({ [entry.field as Field]: entry.value })).resolves.toEqual([]);
  });

  it.each(refused.map((entry) => [entry.label, entry] as const))(
    "refuses %s with its message",
    async (_label, entry) => {
      await expect(messagesFor({ [entry.field as Field]: entry.value })).resolves.toEqual([entry.message]);
    },
  );

  it("keeps the spec's messages for the spec's rules", async () => {
    await expect(messagesFor({ name: "A" })).resolves.toEqual(["Nome é obrigatório"]);
    await expect(messagesFor({ whatsapp: "987654321" })).resolves.toEqual(["WhatsApp é obrigatório"]);
    await expect(messagesFor({ email: "maria@" })).resolves.toEqual(["Email inválido"]);
  });

  it("trims what it sends", () => {
    expect(leadFormSchema.cast({ ...valid, name: "  Maria  ", email: " maria@example.com " })).toMatchObject({
      name: "Maria",
      email: "maria@example.com",
    });
  });
});
