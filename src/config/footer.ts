import { linkTo, type NavLink } from "./navigation";

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
  linkTo("Execução ao vivo", "home", "services"),
  linkTo("CopyTrader autorizado", "home", "services"),
  linkTo("Método para operar com autonomia", "home", "services"),
];

export const resourceLinks: NavLink[] = [
  linkTo("Blog", "blog"),
  linkTo("Pricing", "pricing"),
  linkTo("YouTube Strategy", "youtubeStrategy"),
  linkTo("YouTube Script Generator", "youtubeScriptGenerator"),
  linkTo("Script Generator", "scriptGenerator"),
  linkTo("Career", "career"),
];

export const legalLinks: NavLink[] = [
  linkTo("Privacy Policy", "privacyPolicy"),
  linkTo("Terms of Service", "termsOfService"),
  linkTo("Cookie Policy", "cookiePolicy"),
];
