import type { NavLink } from "./navigation";

/** Footer copy. The investment lists are Portuguese, like the offer they describe. */
export const footerTagline =
  "Trading algorítmico e análise quantitativa para quem quer fazer o patrimônio crescer com disciplina, método e gestão de risco.";

export const differentiators: string[] = [
  "Método europeu testado em 24 meses",
  "Média de +6,2% ao mês",
  "Drawdown máximo de -3,3%",
  "Execução ao vivo e CopyTrader autorizado",
];

export const strategies: NavLink[] = [
  { label: "Execução ao vivo", to: "/#services" },
  { label: "CopyTrader autorizado", to: "/#services" },
  { label: "Método para operar com autonomia", to: "/#services" },
];

export const resourceLinks: NavLink[] = [
  { label: "Blog", to: "/blog" },
  { label: "Pricing", to: "/pricing" },
  { label: "YouTube Strategy", to: "/youtube-strategy" },
  { label: "YouTube Script Generator", to: "/youtube-script-generator" },
  { label: "Script Generator", to: "/script-generator" },
  { label: "Career", to: "/career" },
];

export const legalLinks: NavLink[] = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Service", to: "/terms-of-service" },
  { label: "Cookie Policy", to: "/cookie-policy" },
];
