import { leadFormSchema } from "../lead-form-schema";

const valid = { name: "Maria Souza", whatsapp: "(11) 98765-4321", email: "maria@example.com", website: "" };

async function messagesFor(values: Partial<typeof valid>): Promise<string[]> {
  try {
    await leadFormSchema.validate({ ...valid, ...values }, { abortEarly: false });
    return [];
  } catch (error) {
    return [...new Set((error as { errors: string[] }).errors)];
  }
}

describe("leadFormSchema", () => {
  it("accepts a complete contact", async () => {
    await expect(messagesFor({})).resolves.toEqual([]);
    await expect(messagesFor({ name: "Zoë d'Ávila-Souza" })).resolves.toEqual([]);
  });

  it.each([
    ["empty name", { name: "" }, "Nome é obrigatório"],
    ["one-letter name", { name: "A" }, "Nome é obrigatório"],
    ["name of spaces around one letter", { name: "  A  " }, "Nome é obrigatório"],
    ["markup as name", { name: "<b>Maria</b>" }, "Nome é obrigatório"],
    ["empty WhatsApp", { whatsapp: "" }, "WhatsApp é obrigatório"],
    ["nine-character WhatsApp", { whatsapp: "(11) 9876" }, "WhatsApp é obrigatório"],
    ["letters as WhatsApp", { whatsapp: "abcdefghijk" }, "WhatsApp é obrigatório"],
    ["empty email", { email: "" }, "Email inválido"],
    ["email without domain", { email: "maria@" }, "Email inválido"],
    ["email without top-level domain", { email: "maria@example" }, "Email inválido"],
  ])("refuses %s with the spec's message", async (_label, values, message) => {
    await expect(messagesFor(values)).resolves.toEqual([message]);
  });

  it("trims what it sends", () => {
    expect(leadFormSchema.cast({ ...valid, name: "  Maria  ", email: " maria@example.com " })).toMatchObject({
      name: "Maria",
      email: "maria@example.com",
    });
  });
});
